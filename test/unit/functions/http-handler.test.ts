import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { defineRoute } from '@schemas/route';
import {
  ConflictError,
  ForbiddenError,
  InvalidError,
  NotFoundError,
  TooManyError,
} from '@functions/platform/domain-errors';
import { badRequest } from '@functions/platform/http/errors';
import { httpHandler, Reply, type PlainHandler } from '@functions/platform/http/handler';
import type { ErrorBody } from '@schemas/errors';
import { logger } from '@functions/platform/logger';
import * as users from '@functions/core/data/user/users';
import { stubEachTest } from '@test/support/stub-each-test';

// The chain reads the caller's profile on every call; here it is a stub (no database).
const findUser = vi.fn<typeof users.findUser>();
stubEachTest(users, 'findUser', findUser);
const profile = (overrides: Record<string, unknown> = {}) => ({
  id: 'user-1',
  role: 'MOVING_COMPANY',
  account_status: 'ACTIVE',
  ...overrides,
});
beforeEach(() => {
  vi.mocked(findUser)
    .mockReset()
    .mockResolvedValue(profile() as never);
});

const route = defineRoute({
  method: 'POST',
  path: '/api/things/{id}',
  roles: ['MOVING_COMPANY'],
  handler: 'test/things',
  summary: 'test route',
  params: z.object({ id: z.string().min(3, 'Id is too short') }),
  body: z.strictObject({ name: z.string().min(1, 'Name is required') }),
  response: z.object({ id: z.string(), name: z.string() }),
});

const claims = (groups: string) => ({ authorizer: { jwt: { claims: { sub: 'user-1', 'cognito:groups': groups } } } });
const event = (overrides: Record<string, unknown> = {}) =>
  ({
    headers: { 'Content-Type': 'application/json' },
    pathParameters: { id: 'abc' },
    body: JSON.stringify({ name: 'Box' }),
    requestContext: claims('[MOVING_COMPANY]'),
    ...overrides,
  }) as never;
const context = { awsRequestId: 'req-1' } as never;

/** An answer's body: the route's response, or an error with a 400's `fields` and any details. */
type AnswerJson = Partial<ErrorBody & { fields: Record<string, string> }> & Record<string, unknown>;

const run = async (plain: PlainHandler<typeof route>, e = event()) => {
  const result = (await httpHandler(route, plain)(e, context)) as { statusCode: number; body: string };
  return { ...result, json: JSON.parse(result.body) as AnswerJson };
};

describe('httpHandler', () => {
  it('passes validated input and shapes the response through the schema', async () => {
    const plain = vi.fn<PlainHandler<typeof route>>(({ params, body }) =>
      Promise.resolve({ id: params.id, name: body.name, secret: 'leak' }),
    );
    const result = await run(plain);
    expect(result.statusCode).toBe(200);
    expect(result.json).toEqual({ id: 'abc', name: 'Box' });
    expect(plain.mock.calls[0][0].auth).toMatchObject({ userId: 'user-1', role: 'MOVING_COMPANY' });
  });

  it('answers 401 without claims and 403 for a role the route does not allow', async () => {
    const plain = vi.fn();
    expect((await run(plain, event({ requestContext: {} }))).statusCode).toBe(401);
    const refused = await run(plain, event({ requestContext: claims('[MOVER]') }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json.error).toBe('Your account type cannot use this feature');
    expect(plain).not.toHaveBeenCalled();
  });

  it('answers 400 naming the field for invalid params, body and JSON', async () => {
    const plain = vi.fn();
    const badParam = await run(plain, event({ pathParameters: { id: 'a' } }));
    expect(badParam.statusCode).toBe(400);
    expect(badParam.json.error).toBe('id: Id is too short');
    const badBody = await run(plain, event({ body: JSON.stringify({ name: '' }) }));
    expect(badBody.json).toMatchObject({ error: 'name: Name is required', fields: { name: 'Name is required' } });
    const extraKey = await run(plain, event({ body: JSON.stringify({ name: 'x', role: 'ADMIN' }) }));
    expect(extraKey.statusCode).toBe(400);
    expect(extraKey.json.error).toMatch(/Unrecognized key.*role/);
    const notJson = await run(plain, event({ body: '{oops' }));
    expect(notJson).toMatchObject({ statusCode: 400, json: { error: 'Request body is not valid JSON' } });
    expect(plain).not.toHaveBeenCalled();
  });

  it('maps HttpErrors to their status with extra fields', async () => {
    const result = await run(() =>
      Promise.reject(badRequest('Already booked', { existingBooking: { companyName: 'Acme' } })),
    );
    expect(result.statusCode).toBe(400);
    expect(result.json).toEqual({ error: 'Already booked', existingBooking: { companyName: 'Acme' } });
  });

  it('maps each domain error a service throws to its status, message and details', async () => {
    const cases = [
      [new InvalidError('logo_mediaId: not accepted', { fields: { logo_mediaId: 'Image not accepted' } }), 400],
      [new ForbiddenError('Not yours'), 403],
      [new NotFoundError('No such thing'), 404],
      [new ConflictError('Already exists'), 409],
      [new TooManyError('Too many today'), 429],
    ] as const;
    for (const [error, status] of cases) {
      const result = await run(() => Promise.reject(error));
      expect(result.statusCode).toBe(status);
      expect(result.json).toEqual({ ...error.details, error: error.message });
    }
  });

  it('answers 500 with a request id and no internals for our own faults', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => {});
    const result = await run(() => Promise.reject(new Error('database password is hunter2')));
    expect(result.statusCode).toBe(500);
    expect(result.json).toEqual({
      error: 'Something went wrong on our side. Please try again later.',
      requestId: 'req-1',
    });
    expect(result.body).not.toContain('hunter2');
    expect(logged).toHaveBeenCalled();
  });

  it('lets a handler choose the status code', async () => {
    const result = await run(() => Promise.resolve(new Reply(201, { id: 'x', name: 'y' })));
    expect(result.statusCode).toBe(201);
  });

  it('answers 400 for a JSON null body where an object is expected, and never calls the handler', async () => {
    const plain = vi.fn();
    const result = await run(plain, event({ body: 'null' }));
    expect(result).toMatchObject({
      statusCode: 400,
      json: { error: 'The request body must be a JSON object, not null' },
    });
    expect(plain).not.toHaveBeenCalled();
  });

  it('repeats at most 60 characters of an unknown key and bounds the whole message', async () => {
    const hugeKey = 'k'.repeat(1024 * 1024);
    const result = await run(vi.fn(), event({ body: JSON.stringify({ name: 'x', [hugeKey]: 1, [`${hugeKey}2`]: 2 }) }));
    expect(result.statusCode).toBe(400);
    expect(result.body.length).toBeLessThan(1000);
    expect(result.json.error!.length).toBeLessThanOrEqual(300);
    expect(result.json.error).toMatch(/^Invalid body: Unrecognized keys: "k{59}…", "k{59}…" in body$/);
    for (const name of Object.keys(result.json.fields!)) expect(name.length).toBeLessThanOrEqual(60);
  });

  it('bounds a long path of record keys in a field name', async () => {
    const recordRoute = defineRoute({ ...route, body: z.record(z.string(), z.number({ error: 'Must be a number' })) });
    const result = (await httpHandler(recordRoute, vi.fn())(
      event({ body: JSON.stringify({ ['x'.repeat(5000)]: 'no' }) }),
      context,
    )) as { body: string };
    const json = JSON.parse(result.body) as ErrorBody;
    expect(json.error).toBe(`${'x'.repeat(59)}…: Must be a number`);
  });

  describe('the caller checked against the profile on every call', () => {
    it('reads the profile once, consistently, and lets a current caller through', async () => {
      const plain = vi.fn(() => Promise.resolve({ id: 'a', name: 'b' }));
      expect((await run(plain)).statusCode).toBe(200);
      expect(findUser).toHaveBeenCalledTimes(1);
      expect(findUser).toHaveBeenCalledWith('user-1', { consistent: true });
      // Handled on to the handler, which need not read it again.
      expect((plain.mock.calls[0] as unknown[])[0]).toMatchObject({ profile: profile() });
    });

    it('answers 401 when the profile is gone (deleted account)', async () => {
      vi.mocked(findUser).mockResolvedValue(null);
      const plain = vi.fn();
      const result = await run(plain);
      expect(result).toMatchObject({
        statusCode: 401,
        json: { error: 'Your account no longer exists. Please sign in again.' },
      });
      expect(plain).not.toHaveBeenCalled();
    });

    it('lets a caller without a profile reach a route that exists before the profile', async () => {
      vi.mocked(findUser).mockResolvedValue(null);
      const plain = vi.fn(() => Promise.resolve({ id: 'a', name: 'b' }));
      const result = (await httpHandler({ ...route, callerMayLackProfile: true }, plain)(event(), context)) as {
        statusCode: number;
      };
      expect(result.statusCode).toBe(200);
    });

    it('answers 403 for a deactivated account, also on a route that exists before the profile', async () => {
      vi.mocked(findUser).mockResolvedValue(profile({ account_status: 'DISABLED' }) as never);
      const plain = vi.fn();
      const result = await run(plain);
      expect(result).toMatchObject({
        statusCode: 403,
        json: { error: 'Your account has been deactivated. Please contact support.' },
      });
      const early = (await httpHandler({ ...route, callerMayLackProfile: true }, plain)(event(), context)) as {
        statusCode: number;
      };
      expect(early.statusCode).toBe(403);
      expect(plain).not.toHaveBeenCalled();
    });

    it("refuses a token whose role is not the profile's (the user was moved to another group)", async () => {
      vi.mocked(findUser).mockResolvedValue(profile({ role: 'MOVER' }) as never);
      const plain = vi.fn();
      const result = await run(plain);
      expect(result).toMatchObject({
        statusCode: 401,
        json: { error: 'Your account type has changed. Please sign in again.' },
      });
      expect(plain).not.toHaveBeenCalled();
    });

    it('reads no profile for a public route', async () => {
      const publicRoute = defineRoute({ ...route, roles: 'public' });
      await httpHandler(
        publicRoute,
        vi.fn(() => Promise.resolve({ id: 'a', name: 'b' })),
      )(event(), context);
      expect(findUser).not.toHaveBeenCalled();
    });
  });
});

describe('httpHandler on a rawBody route (a signed webhook)', () => {
  const webhook = defineRoute({
    method: 'POST',
    path: '/api/hooks',
    roles: 'public',
    handler: 'test/hooks',
    summary: 'raw body route',
    rawBody: true,
    response: z.object({ length: z.number() }),
  });
  const exact = '{"id":"evt_1",  "spaced": true}\n';
  const call = async (overrides: Record<string, unknown>) => {
    const plain = vi.fn<PlainHandler<typeof webhook>>(({ rawBody, body }) => {
      expect(body).toBeUndefined();
      return Promise.resolve({ length: rawBody!.length });
    });
    const result = (await httpHandler(webhook, plain)(event({ requestContext: {}, ...overrides }), context)) as {
      statusCode: number;
    };
    return { statusCode: result.statusCode, rawBody: plain.mock.calls[0]?.[0].rawBody };
  };

  it('hands the handler the body exactly as sent, unparsed', async () => {
    expect(await call({ body: exact })).toEqual({ statusCode: 200, rawBody: exact });
  });

  it('decodes a base64-encoded body and reads no body as empty text', async () => {
    expect(await call({ body: Buffer.from(exact).toString('base64'), isBase64Encoded: true })).toEqual({
      statusCode: 200,
      rawBody: exact,
    });
    expect(await call({ body: undefined })).toEqual({ statusCode: 200, rawBody: '' });
  });

  it('does not refuse a body that is not JSON (the signature check decides)', async () => {
    expect(await call({ body: 'not json' })).toEqual({ statusCode: 200, rawBody: 'not json' });
  });
});
