import { currentStack } from './current-stack';

/**
 * Points the server's data modules (functions/core/data) at the test stack's table, so
 * fixtures can write states no route reaches and read back what a route stored.
 */
export function pointAtStack() {
  const stack = currentStack();
  Object.assign(process.env, {
    TABLE_NAME: stack.tableName,
    DYNAMODB_ENDPOINT: `http://127.0.0.1:${stack.dynamodbPort}`,
    AWS_REGION: 'us-east-1',
  });
}
