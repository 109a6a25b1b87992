import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '@functions/platform/aws/dynamodb';
import { config } from '@functions/platform/config';
import { isConditionalFailure } from '@functions/core/data/conditional';
import { leadCityKey } from './lead-keys';
import { moveRequestEntity, type MoveRequestItem } from './move-requests';

/*
 * The admin's move request search by origin city: gsi5 MOVEREQUESTS#CITY / <keyed origin city>#<id>
 * (moveRequestEntity's byOriginCity), read with begins_with, so a search reads only what it answers.
 */

const CITY_INDEX = { index: 'gsi5', pkField: 'gsi5pk', skField: 'gsi5sk', partition: 'MOVEREQUESTS#CITY' } as const;

/** Up to `limit` move requests whose origin city starts with `prefix` (case and spacing as the lead keys fold them). */
export async function moveRequestsByCityPrefix(prefix: string, limit: number): Promise<MoveRequestItem[]> {
  const page = await documentClient().send(
    new QueryCommand({
      TableName: config.tableName,
      IndexName: CITY_INDEX.index,
      KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
      ExpressionAttributeNames: { '#pk': CITY_INDEX.pkField, '#sk': CITY_INDEX.skField },
      ExpressionAttributeValues: { ':pk': CITY_INDEX.partition, ':prefix': leadCityKey(prefix) },
      Limit: limit,
    }),
  );
  return moveRequestEntity().parse({ Items: page.Items ?? [] }).data;
}

/**
 * Gives a request stored before the city index its gsi5 keys (scripts/backfill-move-request-city-index.ts,
 * the local seed), the values its entity derives: only while it has none and its keyed city is the
 * one read (a change meanwhile writes the keys itself); updated_at is left alone.
 */
export async function indexMoveRequestCity(move: MoveRequestItem): Promise<boolean> {
  const { Item } = moveRequestEntity().put(move).params<{ Item: Record<string, unknown> }>();
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: { pk: Item.pk, sk: Item.sk },
        UpdateExpression: 'SET #pk = :pk, #sk = :sk',
        ConditionExpression: 'attribute_not_exists(#pk) AND lead_from_city = :city',
        ExpressionAttributeNames: { '#pk': CITY_INDEX.pkField, '#sk': CITY_INDEX.skField },
        ExpressionAttributeValues: {
          ':pk': Item[CITY_INDEX.pkField],
          ':sk': Item[CITY_INDEX.skField],
          ':city': move.lead_from_city,
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}
