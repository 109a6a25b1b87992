import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { EVENT_SOURCE } from '@schemas/events';
import { currentStack } from '@test/support/current-stack';
import { eventsIdle, eventsInFlight } from '@test/support/stack-events';
import { createTestUser } from '@test/support/fixtures/users';
import { openLiveSocket, type LiveClient } from '@test/support/live-socket';
import { pointAtStack } from '@test/support/point-at-stack';

/**
 * Local mode has no module-level seams: publishEvent and the live pushes use the real SDK
 * clients against lib/local's EventBridge and WebSocket management endpoints. These tests call
 * the same endpoints through the same SDK clients and see the handler and the socket react.
 */
const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
const eventBridge = new EventBridgeClient({ region: 'us-east-1', credentials, endpoint: currentStack().eventBusUrl });
const management = new ApiGatewayManagementApiClient({
  region: 'us-east-1',
  credentials,
  endpoint: currentStack().liveCallbackUrl,
});
afterAll(() => {
  eventBridge.destroy();
  management.destroy();
});

const open: LiveClient[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.close()));
});

async function connectedCustomer() {
  const customer = await createTestUser({ role: 'MOVER', profile: true });
  const client = await openLiveSocket(customer.accessToken);
  open.push(client);
  pointAtStack();
  const { connectionsOfUser } = await import('@functions/core/data/live/live-connections');
  const [connection] = await connectionsOfUser(customer.sub);
  return { customer, client, connectionId: connection.connection_id };
}

const postTo = (connectionId: string, event: object) =>
  management.send(
    new PostToConnectionCommand({ ConnectionId: connectionId, Data: new TextEncoder().encode(JSON.stringify(event)) }),
  );

const putEvent = (detailType: string, detail: object, source = EVENT_SOURCE) =>
  eventBridge.send(
    new PutEventsCommand({ Entries: [{ Source: source, DetailType: detailType, Detail: JSON.stringify(detail) }] }),
  );

describe('the local EventBridge endpoint (PutEvents)', () => {
  it("delivers an event to its rule handler: UserDeactivated closes the user's live socket", async () => {
    const { customer, client } = await connectedCustomer();
    const answer = await putEvent('UserDeactivated', { userId: customer.sub });
    expect(answer.FailedEntryCount).toBe(0);
    expect(answer.Entries?.[0]?.EventId).toMatch(/^[0-9a-f-]{36}$/);
    // The handler closed it through DeleteConnection on the local management API.
    expect(await client.closed).toBe(1008);
    await eventsIdle();
    expect(await eventsInFlight()).toBe(0);
  });

  it("matches the rules' pattern: another source reaches no handler", async () => {
    const { customer, client, connectionId } = await connectedCustomer();
    const answer = await putEvent('UserDeactivated', { userId: customer.sub }, 'someone.else');
    expect(answer.FailedEntryCount).toBe(0);
    await eventsIdle();
    // Still open: a push reaches it (a closed one would answer GoneException).
    await postTo(connectionId, { type: 'unread', unread_conversations: 1 });
    expect((await client.next((event) => event.type === 'unread')).event).toEqual({
      type: 'unread',
      unread_conversations: 1,
    });
  });

  it('refuses an entry whose Detail is not a JSON object, as EventBridge does', async () => {
    const answer = await eventBridge.send(
      new PutEventsCommand({ Entries: [{ Source: EVENT_SOURCE, DetailType: 'UserDeactivated', Detail: 'not json' }] }),
    );
    expect(answer.FailedEntryCount).toBe(1);
    expect(answer.Entries?.[0]?.ErrorCode).toBe('MalformedDetail');
  });
});

describe('the local WebSocket management API (LIVE_CALLBACK_URL)', () => {
  it('PostToConnection reaches the connected socket', async () => {
    const { client, connectionId } = await connectedCustomer();
    await postTo(connectionId, { type: 'unread', unread_conversations: 3 });
    const received = await client.next((event) => event.type === 'unread');
    expect(received.event).toEqual({ type: 'unread', unread_conversations: 3 });
  });

  it('DeleteConnection closes the socket; a closed or unknown connection answers GoneException', async () => {
    const { client, connectionId } = await connectedCustomer();
    await management.send(new DeleteConnectionCommand({ ConnectionId: connectionId }));
    expect(await client.closed).toBe(1008);
    await expect(postTo(connectionId, {})).rejects.toBeInstanceOf(GoneException);
    await expect(postTo('no-such-connection', {})).rejects.toBeInstanceOf(GoneException);
    await expect(management.send(new DeleteConnectionCommand({ ConnectionId: connectionId }))).rejects.toBeInstanceOf(
      GoneException,
    );
  });
});
