import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { defineRoute } from '@schemas/route';
import { httpHandler } from '@functions/platform/http/handler';
import { isDependencyUnavailable, UNAVAILABLE_MESSAGE } from '@functions/platform/http/unavailable';
import * as users from '@functions/core/data/user/users';
import { stubEachTest } from '@test/support/stub-each-test';

// The chain reads the caller's profile; here it is a stub (no database).
stubEachTest(users, 'findUser', () => Promise.resolve({ id: 'u', role: 'MOVER', account_status: 'ACTIVE' }) as never);

/** A port nothing listens on: a real ECONNREFUSED, as when DynamoDB Local is stopped. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function errorOfStoppedDynamo(): Promise<unknown> {
  const client = new DynamoDBClient({
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${await closedPort()}`,
    credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    maxAttempts: 1,
  });
  try {
    await client.send(new GetItemCommand({ TableName: 't', Key: { pk: { S: 'a' } } }));
  } catch (error) {
    return error;
  } finally {
    client.destroy();
  }
  throw new Error('expected the call to fail');
}

const route = defineRoute({
  method: 'GET',
  path: '/api/things',
  roles: ['MOVER'],
  handler: 'test/things',
  summary: 'test route',
  response: z.object({}),
});
const event = {
  headers: {},
  requestContext: { authorizer: { jwt: { claims: { sub: 'u', 'cognito:groups': '[MOVER]' } } } },
} as never;

describe('a dependency that is down', () => {
  it('is recognised from the real SDK error of a stopped DynamoDB', async () => {
    expect(isDependencyUnavailable(await errorOfStoppedDynamo())).toBe(true);
  });

  it('answers 503 with the request id and Retry-After, not 500', async () => {
    const failure = await errorOfStoppedDynamo();
    const result = (await httpHandler(route, () => Promise.reject(failure as Error))(event, {
      awsRequestId: 'req-503',
    } as never)) as {
      statusCode: number;
      body: string;
      headers: Record<string, string>;
    };
    expect(result.statusCode).toBe(503);
    expect(JSON.parse(result.body)).toEqual({ error: UNAVAILABLE_MESSAGE, requestId: 'req-503' });
    expect(result.headers['retry-after']).toBe('2');
  });

  it('keeps our own bugs and the caller-facing refusals apart', () => {
    expect(isDependencyUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(
      isDependencyUnavailable(
        Object.assign(new Error('cond'), {
          name: 'ConditionalCheckFailedException',
          $metadata: { httpStatusCode: 400 },
        }),
      ),
    ).toBe(false);
    expect(
      isDependencyUnavailable(
        Object.assign(new Error('slow'), {
          name: 'ProvisionedThroughputExceededException',
          $metadata: { httpStatusCode: 400 },
        }),
      ),
    ).toBe(true);
    expect(isDependencyUnavailable(Object.assign(new Error('s3'), { $metadata: { httpStatusCode: 503 } }))).toBe(true);
  });
});
