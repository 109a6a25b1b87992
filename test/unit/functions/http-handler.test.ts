import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { defineRoute } from '@schemas/route';
import { badRequest } from '@functions/core/http/errors';
import { httpHandler, Reply } from '@functions/core/http/handler';
import { logger } from '@functions/core/logger';

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

const run = async (plain: Parameters<typeof httpHandler<typeof route>>[1], e = event()) => {
  const result = (await httpHandler(route, plain)(e, context)) as { statusCode: number; body: string };
  return { ...result, json: JSON.parse(result.body) };
};

describe('httpHandler', () => {
  it('passes validated input and shapes the response through the schema', async () => {
    const plain = vi.fn(async ({ params, body }) => ({ id: params.id, name: body.name, secret: 'leak' }));
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
    const result = await run(async () => {
      throw badRequest('Already booked', { existingBooking: { companyName: 'Acme' } });
    });
    expect(result.statusCode).toBe(400);
    expect(result.json).toEqual({ error: 'Already booked', existingBooking: { companyName: 'Acme' } });
  });

  it('answers 500 with a request id and no internals for our own faults', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => {});
    const result = await run(async () => {
      throw new Error('database password is hunter2');
    });
    expect(result.statusCode).toBe(500);
    expect(result.json).toEqual({ error: 'Something went wrong on our side. Please try again later.', requestId: 'req-1' });
    expect(result.body).not.toContain('hunter2');
    expect(logged).toHaveBeenCalled();
  });

  it('lets a handler choose the status code', async () => {
    const result = await run(async () => new Reply(201, { id: 'x', name: 'y' }));
    expect(result.statusCode).toBe(201);
  });
});
