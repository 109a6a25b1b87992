/** Fetches DynamoDB Local into .local/cache once (npm start and the tests also do it on demand). */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { ensureDynamoDbLocal } from '@infra/local/dynamodb-local';

const rootDir = fileURLToPath(new URL('..', import.meta.url));
console.log(`DynamoDB Local ready in ${ensureDynamoDbLocal(join(rootDir, '.local', 'cache'))}`);
