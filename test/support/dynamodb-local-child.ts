/**
 * A stand-in for the `npm start` process in test/integration/local-stack-lifecycle.test.ts:
 * starts DynamoDB Local on the port given, prints its Java pid, then waits to be killed.
 * Run with `node --import tsx` (no tsx wrapper process, so a kill reaches this process itself).
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { startDynamoDbLocal } from '@infra/local/dynamodb-local';

const rootDir = fileURLToPath(new URL('../..', import.meta.url));

const java = await startDynamoDbLocal({ port: Number(process.argv[2]), cacheDir: join(rootDir, '.local', 'cache') });
console.log(JSON.stringify({ javaPid: java.pid }));
setInterval(() => {}, 60_000);
