import { beforeAll, describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import type { z } from 'zod';
import { DynamoDBClient, PutItemCommand, ScanCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { routeList, type RouteId } from '@schemas/routes';
import type { RouteDef } from '@schemas/route';
import { callRoute, type ApiAnswer } from '@test/support/api';
import { currentStack } from '@test/support/current-stack';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { customerWithMove } from '@test/support/fixtures/moves';
import { requestQuoteFrom } from '@test/support/fixtures/quotes';
import { createTestUser, type TestUser } from '@test/support/fixtures/users';
import { fieldKey, routeDateFields, withValueAt } from '@test/support/route-date-fields';

/*
 * Property-based fuzz of every route of the route table, driven by its zod schemas (a
 * standing proof): valid, boundary and malformed params, query and body, sent with a token of
 * an allowed role (each run picks one of the route's roles). No answer may be a 5xx, every 4xx carries { error } (or API Gateway's
 * { message }), and a refused call of a mutating route changes nothing in the table.
 * Deterministic: a fixed seed; the seed and the failing input are printed on failure.
 */
const SEED = 20261123;
const RUNS = 30;
const HUGE = 'x'.repeat(100_000);

/* ---------- values from a zod schema: valid-ish, boundary, malformed ---------- */

/**
 * A schema's or a check's definition, read loosely: the generator walks every zod kind by its
 * `type` (a check by its `check` or `format`), and reads the fields those kinds carry.
 */
interface Def {
  type?: string;
  check?: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  value?: number;
  checks?: Array<{ _zod: { def: Def } }>;
  entries?: Record<string, unknown>;
  values?: unknown[];
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
}
const defOf = (schema: z.ZodType) => schema._zod.def as Def;
const checksOf = (def: Def): Def[] => (def.checks ?? []).map((check) => check._zod.def);

/** Anything that is not what a field expects: wrong types, huge, deep, unicode, null, extra keys. */
const deep = (levels: number, leaf: unknown = 1): unknown => {
  let value = leaf;
  for (let i = 0; i < levels; i++) value = i % 2 ? [value] : { a: value };
  return value;
};
const malformed: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    '',
    ' ',
    HUGE,
    '\u0000',
    '😀𝔘ñ\u202e',
    '%E0%A4%A',
    '<script>alert(1)</script>',
    0,
    -1,
    -0,
    1e308,
    Number.MAX_SAFE_INTEGER + 2,
    0.5,
    true,
    false,
    [],
    {},
    deep(200),
    { __proto__: { admin: true }, constructor: { prototype: { x: 1 } } },
    '2026-02-30',
    '9999-12-31',
    'not-an-email@',
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.double(),
  fc.array(fc.string(), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
);

function stringArb(def: Def): fc.Arbitrary<unknown> {
  const checks = checksOf(def);
  if (def.format === 'email') return fc.emailAddress();
  if (def.format === 'date')
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  const regex = checks.find((c) => c.format === 'regex')?.pattern;
  if (regex) return fc.stringMatching(regex).filter((s) => s.length < 2000);
  const min = checks.find((c) => c.check === 'min_length')?.minimum ?? 0;
  const max = checks.find((c) => c.check === 'max_length')?.maximum ?? 60;
  return fc.oneof(
    fc.string({ minLength: min, maxLength: Math.min(max, 60) }),
    fc.constantFrom('a'.repeat(min), 'a'.repeat(Math.min(max, 200_000)), 'a'.repeat(max + 1)),
  );
}

function numberArb(def: Def): fc.Arbitrary<unknown> {
  const checks = checksOf(def);
  const int = checks.some((c) => c.format === 'safeint');
  const lo = checks.find((c) => c.check === 'greater_than')?.value ?? -1e6;
  const hi = checks.find((c) => c.check === 'less_than')?.value ?? 1e6;
  const edges = fc.constantFrom(lo, hi, lo - 1, hi + 1);
  return int
    ? fc.oneof(fc.integer({ min: Math.ceil(Math.max(lo, -1e9)), max: Math.floor(Math.min(hi, 1e9)) }), edges)
    : fc.oneof(fc.double({ min: Math.max(lo, -1e9), max: Math.min(hi, 1e9), noNaN: true }), edges);
}

/** A value the schema would (mostly) take, with boundaries; each leaf is sometimes malformed. */
function fromSchema(schema: z.ZodType | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.jsonValue({ maxDepth: 2 });
  const def = defOf(schema);
  const valid = ((): fc.Arbitrary<unknown> => {
    switch (def.type) {
      case 'string':
        return stringArb(def);
      case 'number':
        return numberArb(def);
      case 'boolean':
        return fc.boolean();
      case 'enum':
        return fc.constantFrom(...Object.values(def.entries!));
      case 'literal':
        return fc.constantFrom(...def.values!);
      case 'optional':
      case 'default':
        return fc.option(fromSchema(def.innerType, depth), { nil: undefined, freq: 4 });
      case 'nullable':
        return fc.option(fromSchema(def.innerType, depth), { nil: null, freq: 4 });
      case 'pipe':
        return fromSchema(def.in, depth);
      case 'transform':
        return fc.string({ maxLength: 20 });
      case 'union':
        return fc.oneof(...def.options!.map((o) => fromSchema(o, depth + 1)));
      case 'array': {
        const checks = checksOf(def);
        const minLength = checks.find((c) => c.check === 'min_length')?.minimum ?? 0;
        const maxLength = Math.min(checks.find((c) => c.check === 'max_length')?.maximum ?? 4, 4);
        return fc.array(fromSchema(def.element, depth + 1), { minLength: Math.min(minLength, maxLength), maxLength });
      }
      case 'object':
        return objectArb(def, depth);
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  })();
  return depth === 0 ? valid : fc.oneof({ arbitrary: valid, weight: 4 }, { arbitrary: malformed, weight: 1 });
}

function objectArb(def: Def, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const shape = def.shape!;
  const fields = fc.record(
    Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, fromSchema(value, depth + 1)])),
    { requiredKeys: [] },
  );
  const extra = fc.dictionary(
    fc.constantFrom('role', 'is_admin', 'id', 'moving_company_id', '__proto__', 'x'.repeat(1000), 'ü'),
    malformed,
    {
      maxKeys: 2,
    },
  );
  return fc
    .tuple(fields, fc.option(extra, { freq: 3 }))
    .map(([record, more]) =>
      Object.fromEntries([...Object.entries(record).filter(([, v]) => v !== undefined), ...Object.entries(more ?? {})]),
    );
}

/* ---------- one request: params, query and body ---------- */

const BAD_ESCAPES = ['%E0%A4%A', '%', '%zz', '%C0%AF', '%00', '..%2F..%2F', '%F0%9F%98'];

interface Fuzzed {
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  rawBody?: string;
}

const RAW_BODIES = [
  'null',
  '[]',
  '"text"',
  '42',
  '{',
  '{"a":',
  '[{}]',
  '['.repeat(5000) + ']'.repeat(5000),
  '{"a":1,"a":2}',
  'ÿ\u0000',
];

function requestArb(route: RouteDef, knownIds: string[]): fc.Arbitrary<Fuzzed> {
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  const paramArb = fc.oneof(
    { arbitrary: fc.constantFrom(...knownIds).map(encodeURIComponent), weight: 3 },
    { arbitrary: fc.constantFrom(...BAD_ESCAPES), weight: 2 },
    {
      arbitrary: fc
        .string({ unit: 'grapheme', maxLength: 40 })
        .filter((s) => s.trim() !== '')
        .map(encodeURIComponent),
      weight: 2,
    },
    { arbitrary: fc.constantFrom(encodeURIComponent('x'.repeat(3000)), '%20', encodeURIComponent('😀')), weight: 1 },
  );
  const params = fc.tuple(...names.map(() => paramArb));
  const queryShape = route.query ? defOf(route.query).shape : undefined;
  const query = fc.option(
    fc
      .tuple(
        queryShape ? objectArb({ shape: queryShape }, 0) : fc.constant({}),
        fc.dictionary(fc.string({ maxLength: 6 }), fc.constantFrom('1', '%E0%A4%A', HUGE.slice(0, 5000)), {
          maxKeys: 1,
        }),
      )
      .map(([known, extra]) =>
        Object.fromEntries(
          [...Object.entries(known), ...Object.entries(extra)].map(([k, v]) => [
            k,
            typeof v === 'string' ? v : (JSON.stringify(v) ?? ''),
          ]),
        ),
      ),
    { nil: undefined },
  );
  const hasBody = route.method !== 'GET';
  const body = hasBody
    ? fc.oneof(
        { arbitrary: fromSchema(route.body ?? undefined).map((value) => ({ body: value })), weight: 5 },
        { arbitrary: malformed.map((value) => ({ body: value })), weight: 1 },
        { arbitrary: fc.constantFrom(...RAW_BODIES).map((rawBody) => ({ rawBody })), weight: 1 },
        { arbitrary: fc.constant({}), weight: 1 },
      )
    : fc.constant({});
  return fc.tuple(params, query, body).map(([values, q, b]) => {
    let i = 0;
    const path = route.path.replace(/\{(\w+)\}/g, () => values[i++]);
    return { path, ...(q ? { query: q } : {}), ...b };
  });
}

/* ---------- the table, before and after a refused write ---------- */

let dynamo: DynamoDBClient | undefined;
const tableClient = () =>
  (dynamo ??= new DynamoDBClient({
    endpoint: `http://127.0.0.1:${currentStack().dynamodbPort}`,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  }));

async function tableSnapshot(): Promise<string[]> {
  const { tableName } = currentStack();
  const items: string[] = [];
  let ExclusiveStartKey: Record<string, AttributeValue> | undefined;
  do {
    const page = await tableClient().send(
      new ScanCommand({ TableName: tableName, ExclusiveStartKey, ConsistentRead: true }),
    );
    for (const item of page.Items ?? [])
      items.push(JSON.stringify(Object.entries(item).sort(([a], [b]) => a.localeCompare(b))));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items.sort();
}

/* ---------- the fuzz ---------- */

interface Callers {
  customer: TestUser;
  companyUser: TestUser;
  admin: TestUser;
  knownIds: string[];
  companyId: string;
}
let callers: Callers;

beforeAll(async () => {
  const { company, user: companyUser } = await companyWithUser();
  const { customer, moveId } = await customerWithMove();
  const { id: quoteId } = await requestQuoteFrom(customer, moveId, company.id);
  const admin = await createTestUser({ role: 'ADMIN', profile: true });
  callers = {
    customer,
    companyUser,
    admin,
    knownIds: [moveId, company.id, quoteId, customer.sub, companyUser.sub],
    companyId: company.id,
  };
});

/** The fixture callers whose role the route allows (none for a public route); each run picks one. */
function callersFor(route: RouteDef): Array<TestUser | undefined> {
  if (route.roles === 'public') return [undefined];
  const byRole = { MOVER: callers.customer, MOVING_COMPANY: callers.companyUser, ADMIN: callers.admin } as const;
  return route.roles.map((role) => byRole[role]);
}

const describeAnswer = (answer: ApiAnswer) => `${answer.status} ${JSON.stringify(answer.body)?.slice(0, 300)}`;

/**
 * One fuzzed call of a route, checked: never a 5xx, every 4xx carries { error } (or API Gateway's
 * { message }), and for a mutating route a refusal leaves the table exactly as it was. The table is
 * this file's own stack's (the exclusive project): small, so comparing all of it stays cheap.
 * `unchanged` carries the table as the last refused write left it, to serve as the next "before".
 */
async function checkedCall(
  call: () => Promise<ApiAnswer>,
  what: string,
  mutating: boolean,
  tracker: { unchanged?: string[] },
): Promise<ApiAnswer> {
  const before = mutating ? (tracker.unchanged ?? (await tableSnapshot())) : undefined;
  tracker.unchanged = undefined;
  const answer = await call();
  expect(answer.status, describeAnswer(answer)).toBeLessThan(500);
  if (answer.status >= 400) {
    const body = answer.body as Record<string, unknown> | undefined;
    expect(typeof body?.error === 'string' || typeof body?.message === 'string', describeAnswer(answer)).toBe(true);
    if (before) {
      const after = await tableSnapshot();
      expect(after, `a refused ${what} changed the table`).toEqual(before);
      tracker.unchanged = after;
    }
  }
  return answer;
}

describe('route fuzz: every route, from its zod schemas', () => {
  it.each(routeList.map(([id, route]) => [id, route] as [RouteId, RouteDef]))(
    '%s never answers 5xx and a refused write changes nothing',
    async (_id, route) => {
      // Scanning is most of this file's time, and nearly every fuzzed call is refused.
      const tracker: { unchanged?: string[] } = {};
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...callersFor(route)),
          requestArb(route, callers.knownIds),
          async (caller, request) => {
            await checkedCall(
              () =>
                callRoute(
                  { method: route.method, path: request.path as RouteDef['path'] },
                  { token: caller?.accessToken, ...request },
                ),
              `${route.method} ${request.path}`,
              route.method !== 'GET',
              tracker,
            );
          },
        ),
        { seed: SEED, numRuns: RUNS, endOnFailure: true, reporter: failureReporter },
      );
    },
    60_000,
  );

  it('fails a handler that writes before it refuses (the check can fail)', async () => {
    // A stand-in for a broken handler: it stores an item, then answers 403 as if nothing happened.
    const writesThenRefuses = async (): Promise<ApiAnswer> => {
      await tableClient().send(
        new PutItemCommand({
          TableName: currentStack().tableName,
          Item: { pk: { S: `FUZZ#CANARY#${Date.now()}` }, sk: { S: 'WRITTEN-BEFORE-REFUSING' } },
        }),
      );
      return { status: 403, body: { error: 'You may not do that' }, headers: new Headers() };
    };
    await expect(checkedCall(writesThenRefuses, 'POST /api/canary', true, {})).rejects.toThrow(
      'a refused POST /api/canary changed the table',
    );
  });
});

/** fast-check's own message, shortened (a 100 KB input would drown it), always with the seed. */
function failureReporter(details: fc.RunDetails<[TestUser | undefined, Fuzzed]>) {
  if (!details.failed) return;
  const [caller, request] = details.counterexample ?? [];
  const input = `${caller?.email ?? 'anonymous'} ${JSON.stringify(request)?.slice(0, 800)}`;
  const cause =
    details.errorInstance instanceof Error
      ? details.errorInstance.message.slice(0, 1500)
      : String(details.errorInstance);
  throw new Error(`route fuzz failed (seed ${details.seed}, path ${details.counterexamplePath}) on ${input}\n${cause}`);
}

/* ---------- extreme dates: every date field of every route answers 400, and never hangs ---------- */

/** Dates a careless or hostile caller sends: out of any horizon, 2-digit years, impossible days. */
const EXTREME_DATES = [
  '0000-01-01',
  '9999-12-31',
  '10000-01-01',
  '+010000-01-01',
  '275760-09-13',
  '+275760-09-13',
  '99-12-31',
  '26-12-31',
  '2027-02-30',
  '2027-13-01',
  '2027-00-10',
  '2027-04-31',
];
/**
 * A hang guard, not a speed goal (those are benchmarks): a date far out once kept a handler
 * looping forever. A loaded CI machine answers a 400 in well under this.
 */
const ANSWER_WITHIN_MS = 10_000;

/** Every date field of every route, each with every extreme value (all the route's date fields at once: a range whose ends agree). */
const dateCases = routeList.flatMap(([id, route]) =>
  routeDateFields(route).length === 0
    ? []
    : EXTREME_DATES.map((value) => [id, value, route] as [RouteId, string, RouteDef]),
);

async function answerWithin(ms: number, call: Promise<ApiAnswer>): Promise<ApiAnswer> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([call, late]);
  } finally {
    clearTimeout(timer);
  }
}

describe('route fuzz: extreme dates in every date field', () => {
  it('finds the date fields (the routes that carry dates are all covered)', () => {
    expect(new Set(dateCases.map(([id]) => id))).toEqual(
      new Set([
        'createMoveRequest',
        'updateMoveRequest',
        'getAvailability',
        'bulkUpdateAvailability',
        'searchMoveRequests',
        'putCompanyVetting',
        // A structured quote's valid_until.
        'sendCompanyQuote',
        'updateCompanyQuote',
        // A booking's move day, a proposed new day, the company's booked days.
        'bookQuote',
        'proposeBookingChange',
        'listBookedDays',
        // The approval of a concierge recommendation books: its move day.
        'approveConciergeRecommendation',
      ]),
    );
  });

  it.each(dateCases)('%s with %s answers 400 naming each date field, without hanging', async (_id, value, route) => {
    const fields = routeDateFields(route);
    const caller = callersFor(route)[0];
    // Every path parameter is the fixture company's id: the caller's own company where that matters (its calendar, admin vetting).
    const params = Object.fromEntries([...route.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1], callers.companyId]));
    let query: Record<string, unknown> = {};
    let body: Record<string, unknown> = {};
    for (const field of fields) {
      if (field.part === 'query') query = withValueAt(query, field.path, value);
      if (field.part === 'body') body = withValueAt(body, field.path, value);
    }
    const answer = await answerWithin(
      ANSWER_WITHIN_MS,
      callRoute(route, {
        token: caller?.accessToken,
        params,
        ...(Object.keys(query).length ? { query: query as Record<string, string> } : {}),
        ...(route.method === 'GET' ? {} : { body }),
      }),
    );
    expect(answer.status, describeAnswer(answer)).toBe(400);
    for (const field of fields) {
      expect(
        (answer.body as { fields?: Record<string, string> }).fields?.[fieldKey(field.path)],
        `${field.path}: ${describeAnswer(answer)}`,
      ).toEqual(expect.any(String));
    }
  });
});
