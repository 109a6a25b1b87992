/**
 * Benchmark: GET /api/user through the local gateway (JWT check + handler + DynamoDB Local)
 * next to the raw DynamoDB GetItem of the same item, at 1 and 50 concurrent callers.
 * Goal: gateway + handler at most 2x the database round-trip at p50. Prints; never fails.
 * Run: npx tsx test/bench/api-latency.ts
 */
import { pathToFileURL } from 'node:url';
import { GetItemCommand } from '@aws-sdk/client-dynamodb';
import { localDynamoClient } from '@infra/local/dynamodb-local';
import { createTestUser } from '@test/support/fixtures/users';
import { BENCH_PORTS, withBenchStack } from './bench-stack';
import { measure, ms, type LatencyFigures } from './measure';

const RUNS = [
  { concurrency: 1, requests: 400 },
  { concurrency: 50, requests: 3000 },
];

export async function main() {
  await withBenchStack(BENCH_PORTS, async (stack) => {
    const user = await createTestUser({ profile: true });
    const dynamo = localDynamoClient(stack.ports.dynamodb);
    const getItem = () =>
      dynamo.send(
        new GetItemCommand({
          TableName: stack.tableName,
          Key: { pk: { S: `USER#${user.sub}` }, sk: { S: 'PROFILE' } },
        }),
      );
    const url = `${stack.urls.api}/api/user`;
    const getUser = async () => {
      const response = await fetch(url, { headers: { authorization: `Bearer ${user.accessToken}` } });
      if (response.status !== 200) throw new Error(`GET /api/user answered ${response.status}`);
      await response.arrayBuffer();
    };
    // Warm both paths (JIT, JWKS cache, connection pools).
    await measure(10, 200, getItem);
    await measure(10, 200, getUser);

    const rows: Array<{ db: LatencyFigures; api: LatencyFigures }> = [];
    for (const run of RUNS) {
      rows.push({
        db: await measure(run.concurrency, run.requests, getItem),
        api: await measure(run.concurrency, run.requests, getUser),
      });
    }
    console.log('\nGET /api/user through the local gateway vs raw DynamoDB GetItem (same item, same run)\n');
    console.log(
      'conc  requests | DynamoDB p50 / p99        | GET /api/user p50 / p99    | req/s api | p50 ratio (goal <= 2x)',
    );
    for (const { db, api } of rows) {
      const ratio = api.p50 / db.p50;
      console.log(
        `${String(api.concurrency).padStart(4)}  ${String(api.requests).padStart(8)} | ${ms(db.p50).padStart(10)} / ${ms(db.p99).padEnd(11)} | ${ms(api.p50).padStart(10)} / ${ms(api.p99).padEnd(11)} | ${api.perSecond.toFixed(0).padStart(9)} | ${ratio.toFixed(2)}x ${ratio <= 2 ? 'ok' : 'over goal'}`,
      );
    }
    console.log('\nThe load generator, gateway and handlers share one Node process; DynamoDB Local is Java.');
    dynamo.destroy();
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
