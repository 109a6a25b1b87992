import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import type { PublishedEvent } from '@functions/platform/events';
import { startEventBridgeApi } from '@infra/local/event-bridge-api';
import type { LocalEndpoint } from '@infra/local/local-endpoint';

/** The local PutEvents as the SDK sees it: what it hands to the bus, and EventBridge's refusals. */
describe('the local EventBridge endpoint', () => {
  const dispatched: PublishedEvent[] = [];
  let endpoint: LocalEndpoint;
  let client: EventBridgeClient;
  beforeAll(async () => {
    endpoint = await startEventBridgeApi({ port: 0, dispatch: (event) => `id-${dispatched.push(event)}` });
    client = new EventBridgeClient({
      region: 'us-east-1',
      endpoint: endpoint.url,
      credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    });
  });
  afterAll(async () => {
    client.destroy();
    await endpoint.stop();
  });

  it('hands each entry to the bus as EventBridge shapes it and answers its id', async () => {
    const time = new Date('2026-05-01T12:00:00Z');
    const answer = await client.send(
      new PutEventsCommand({
        Entries: [
          { Source: 'movematch.api', DetailType: 'UserDeactivated', Detail: '{"userId":"u1"}', Time: time },
          { Source: 'movematch.api', DetailType: 'UserDeactivated', Detail: '[1]' },
        ],
      }),
    );
    expect(answer.FailedEntryCount).toBe(1);
    expect(answer.Entries).toEqual([
      { EventId: 'id-1' },
      { ErrorCode: 'MalformedDetail', ErrorMessage: 'Detail is malformed.' },
    ]);
    expect(dispatched).toEqual([
      { source: 'movematch.api', 'detail-type': 'UserDeactivated', detail: { userId: 'u1' }, time: time.toISOString() },
    ]);
  });

  it('refuses more than ten entries as a whole, dispatching none', async () => {
    const before = dispatched.length;
    const entry = { Source: 'movematch.api', DetailType: 'UserDeactivated', Detail: '{}' };
    await expect(
      client.send(new PutEventsCommand({ Entries: Array.from({ length: 11 }, () => entry) })),
    ).rejects.toMatchObject({
      name: 'ValidationException',
    });
    expect(dispatched).toHaveLength(before);
  });
});
