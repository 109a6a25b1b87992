import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '@functions/platform/aws/dynamodb';
import { config } from '@functions/platform/config';

/**
 * The raw items of a queue kept as sparse gsi4 attributes (not an ElectroDB index), oldest
 * first; the caller parses them with its entity.
 */
export async function queryGsi4Queue(queueKey: string, limit: number): Promise<Record<string, unknown>[]> {
  const result = await documentClient().send(
    new QueryCommand({
      TableName: config.tableName,
      IndexName: 'gsi4',
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': 'gsi4pk' },
      ExpressionAttributeValues: { ':pk': queueKey },
      ScanIndexForward: true,
      Limit: limit,
    }),
  );
  return result.Items ?? [];
}
