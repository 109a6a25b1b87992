import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes, type RouteId } from '@schemas/routes';
import { callRoute, type ApiAnswer } from '@test/support/api';
import { pointAtStack } from '@test/support/point-at-stack';
import { createTestCompany } from '@test/support/fixtures/companies';
import { companyWithUser, createCompanyUser } from '@test/support/fixtures/company-users';
import { dayFromToday } from '@test/support/fixtures/dates';
import { createMove, customerWithMove } from '@test/support/fixtures/moves';
import { requestQuoteFrom, setQuote } from '@test/support/fixtures/quotes';
import { saveLead } from '@test/support/fixtures/saved';
import { createTestUser } from '@test/support/fixtures/users';
import { emulatorSigningKey, resign, strangerSigningKey } from '@test/support/access-tokens';
import {
  ADMIN_COMPANY_VIEW,
  ADMIN_OWNER_VIEW,
  ADMIN_USER_DIRECTORY,
  CALLERS,
  chosenMoveRows,
  matrix,
  ROWS_FROM_BOOKING,
  type Caller,
  type ChosenMoveWorld,
  type Expected,
  type World,
  MATRIX_INVENTORY,
} from './authorization-matrix.table';

/*
 * Every route x eleven callers answers the status written in
 * authorization-matrix.table.ts, and no 2xx carries customer A's or company X's contact to a
 * caller who may not have it. docs/security.md, "Authorization matrix".
 */

let world: World;
let tokens: Record<Caller, string | undefined>;
/** Needles that must not leave their owner: A's contact, X's contact. */
let contactOfA: string[];
let contactOfX: string[];

const letters = (n: number) => Array.from({ length: n }, () => String.fromCharCode(97 + randomInt(26))).join('');

beforeAll(async () => {
  pointAtStack();
  const tag = letters(6);
  const moveDay = dayFromToday(400);
  const [A, admin, { customer: B }, companyX, { user: Y }, { user: U }] = await Promise.all([
    createTestUser({ role: 'MOVER', profile: true, firstName: 'Ada', lastName: `Matrixowner${tag}` }),
    createTestUser({ role: 'ADMIN', profile: true }),
    customerWithMove(),
    createTestCompany({ name: `Matrix Movers ${tag}` }),
    companyWithUser(),
    companyWithUser({ is_verified: false }),
  ]);
  const phone = `919${String(randomInt(1_000_000, 9_999_999))}`;
  const { movingCompanyEntity } = await import('@functions/core/data/company/moving-companies');
  await movingCompanyEntity().patch({ id: companyX.id }).set({ phone }).go();
  const [X, X2, inactive] = await Promise.all([1, 2, 3].map(() => createCompanyUser(companyX.id)));
  const { updateProfile } = await import('@functions/core/data/user/users');
  await updateProfile(inactive.sub, { account_status: 'DISABLED' });
  // A becomes concierge in the upgrade row; the $99 is paid already, so A's booking books
  // (payments-concierge.test.ts proves the checkout a first concierge booking opens).
  await updateProfile(A.sub, { concierge_fee_paid_at: new Date().toISOString() });

  const moveASpecial = `Matrix piano ${tag}`;
  const from = `${randomInt(100, 999)} Quill${tag} Lane`;
  const to = `${randomInt(100, 999)} Wren${tag} Court`;
  const moveA = await createMove(A, {
    start: moveDay,
    from: { address: from },
    to: { address: to },
    special: moveASpecial,
  });
  const inventory = await callRoute(routes.putInventory, {
    token: A.accessToken,
    params: { id: moveA },
    body: MATRIX_INVENTORY,
  });
  if (inventory.status !== 200) throw new Error(`saving A's inventory answered ${inventory.status}`);
  const { id: quoteXA } = await requestQuoteFrom(A, moveA, companyX.id, moveDay);
  const quoteXAPrice = 1200;
  await setQuote(moveA, companyX.id, 'QUOTED', {
    price: quoteXAPrice,
    description: 'Two movers and a truck',
    quoted_by_name: 'Pat M.',
  });
  await saveLead(companyX.id, moveA, X.sub);
  const opened = await callRoute(routes.createConversation, {
    token: A.accessToken,
    body: { mover_id: A.sub, move_request_id: moveA, moving_company_id: companyX.id },
  });
  if (opened.status !== 200)
    throw new Error(`opening the matrix conversation answered ${opened.status}: ${JSON.stringify(opened.body)}`);
  const conversationXA = (opened.body as { id: string }).id;

  world = {
    users: { A, B, X: X, X2: X2, Y, U, inactive: inactive, admin },
    companyX: companyX.id,
    moveA,
    quoteXA,
    quoteXAPrice,
    moveASpecial,
    moveDay,
    conversationXA,
  };
  contactOfA = [A.email, A.lastName, from, to];
  contactOfX = [companyX.email, phone];
  tokens = {
    anonymous: undefined,
    forged: await resign(A.accessToken, await strangerSigningKey()),
    expired: await resign(A.accessToken, await emulatorSigningKey(), { exp: Math.floor(Date.now() / 1000) - 60 }),
    ...Object.fromEntries(Object.entries(world.users).map(([caller, user]) => [caller, user.accessToken])),
  } as Record<Caller, string | undefined>;
});

/**
 * Every caller's answer, as if asked one after the other in the table's order: a refusal writes
 * nothing (route-fuzz.test.ts proves it), so the callers the table refuses between two that may
 * write are asked together; a caller expected to succeed is asked alone, after all before it.
 */
async function answersInOrder(
  callers: readonly Caller[],
  expected: Record<Caller, Expected>,
  ask: (caller: Caller) => Promise<ApiAnswer>,
): Promise<Array<[Caller, ApiAnswer]>> {
  const answers: Array<[Caller, ApiAnswer]> = [];
  let refused: Caller[] = [];
  const askRefused = async () => {
    answers.push(...(await Promise.all(refused.map(async (c) => [c, await ask(c)] as [Caller, ApiAnswer]))));
    refused = [];
  };
  for (const caller of callers) {
    const mayWrite = expected[caller] === '2xx' || (typeof expected[caller] === 'number' && expected[caller] < 300);
    if (!mayWrite) {
      refused.push(caller);
      continue;
    }
    await askRefused();
    answers.push([caller, await ask(caller)]);
  }
  await askRefused();
  return answers;
}

function matches(expected: Expected, status: number): boolean {
  if (expected === '2xx') return status >= 200 && status < 300;
  if (expected === '4xx') return status >= 400 && status < 500;
  return status === expected;
}

/** The needles of the contacts this caller may not receive at this point of the run. */
function forbiddenContact(id: RouteId, caller: Caller): string[] {
  const booked = ROWS_FROM_BOOKING.has(id);
  const ofX = caller === 'X' || caller === 'X2';
  const seesA =
    caller === 'A' ||
    (ofX && booked) ||
    (caller === 'admin' && (ADMIN_OWNER_VIEW.has(id) || ADMIN_USER_DIRECTORY.has(id)));
  const seesX = ofX || (caller === 'A' && booked) || (caller === 'admin' && ADMIN_COMPANY_VIEW.has(id));
  return [...(seesA ? [] : contactOfA), ...(seesX ? [] : contactOfX)];
}

function leaked(answer: ApiAnswer, needles: string[]): string[] {
  const text = (typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? '')).toLowerCase();
  return needles.filter((needle) => text.includes(needle.toLowerCase()));
}

describe('authorization matrix', () => {
  it('has one row for every route of the table and none for a route that does not exist', () => {
    expect(Object.keys(matrix).sort()).toEqual(Object.keys(routes).sort());
  });

  it.each(Object.entries(matrix) as Array<[RouteId, (typeof matrix)[RouteId]]>)(
    '%s answers every caller as the table says; no 2xx carries a contact it may not',
    async (id, row) => {
      const route = routes[id];
      const wrong: string[] = [];
      const answers = await answersInOrder(CALLERS, row.expect, (caller) =>
        callRoute(route, { token: tokens[caller], ...row.call(world, caller) }),
      );
      for (const [caller, answer] of answers) {
        const expected = row.expect[caller];
        if (!matches(expected, answer.status)) {
          const kind = answer.status < 300 ? 'UNEXPECTED 2xx' : 'status';
          wrong.push(
            `${caller}: ${kind} ${answer.status}, expected ${expected} (${JSON.stringify(answer.body)?.slice(0, 160)})`,
          );
        }
        if (answer.status < 300) {
          const found = leaked(answer, forbiddenContact(id, caller));
          if (found.length)
            wrong.push(`${caller}: ${answer.status} carries another owner's contact: ${found.join(', ')}`);
        }
      }
      expect(wrong, `${id}: every answer that differs from the table`).toEqual([]);
    },
  );
});

describe('authorization matrix: a move kept to the companies its customer chose', () => {
  let chosen: ChosenMoveWorld;

  beforeAll(async () => {
    const { customer: C, moveId } = await customerWithMove({ onlyChosen: true });
    await requestQuoteFrom(C, moveId, world.companyX, dayFromToday(400));
    const companyY = (await callRoute(routes.getUser, { token: tokens.Y })).body as { moving_company_id?: string };
    chosen = { moveC: moveId, customerC: C.sub, companyX: world.companyX, companyY: companyY.moving_company_id ?? '' };
  });

  it.each(chosenMoveRows.map((row) => [row.route, row] as const))(
    '%s answers the asked company and refuses the one not asked',
    async (id, row) => {
      const wrong: string[] = [];
      for (const company of ['Y', 'X'] as const) {
        const expected = row.expect[company];
        if (expected === undefined) continue;
        const answer = await callRoute(routes[id], { token: tokens[company], ...row.call(chosen, company) });
        if (!matches(expected, answer.status))
          wrong.push(
            `${company}: ${answer.status}, expected ${expected} (${JSON.stringify(answer.body)?.slice(0, 160)})`,
          );
      }
      expect(wrong, `${id} on the chosen-only move`).toEqual([]);
    },
  );
});
