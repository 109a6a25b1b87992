import { config } from '../config';

type ManagementApi = typeof import('@aws-sdk/client-apigatewaymanagementapi');

let client:
  Promise<{ sdk: ManagementApi; client: InstanceType<ManagementApi['ApiGatewayManagementApiClient']> }> | undefined;

/**
 * The API Gateway Management API client of the WebSocket stage (LIVE_CALLBACK_URL). Imported on
 * first use: only the live event handlers push through it (the Node.js 22 runtime ships it; local
 * mode points LIVE_CALLBACK_URL at lib/local's management endpoint).
 */
function managementClient() {
  client ??= import('@aws-sdk/client-apigatewaymanagementapi').then((sdk) => ({
    sdk,
    client: new sdk.ApiGatewayManagementApiClient({ region: config.region, endpoint: config.liveCallbackUrl }),
  }));
  return client;
}

/** Runs a management call: true when done, false when the socket is gone (410 GoneException). */
async function onConnection(
  call: (api: Awaited<ReturnType<typeof managementClient>>) => Promise<unknown>,
): Promise<boolean> {
  try {
    await call(await managementClient());
    return true;
  } catch (error) {
    const gone = error as { name?: string; $metadata?: { httpStatusCode?: number } };
    if (gone.name === 'GoneException' || gone.$metadata?.httpStatusCode === 410) return false;
    throw error;
  }
}

/** PostToConnection: true when sent, false when the socket is gone. */
export function postToConnection(connectionId: string, data: string): Promise<boolean> {
  return onConnection(({ sdk, client: api }) =>
    api.send(new sdk.PostToConnectionCommand({ ConnectionId: connectionId, Data: new TextEncoder().encode(data) })),
  );
}

/** DeleteConnection: closes the socket (API Gateway then runs $disconnect); false when already gone. */
export function deleteConnection(connectionId: string): Promise<boolean> {
  return onConnection(({ sdk, client: api }) =>
    api.send(new sdk.DeleteConnectionCommand({ ConnectionId: connectionId })),
  );
}
