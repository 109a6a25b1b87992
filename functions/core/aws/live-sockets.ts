import { config } from '../config';

type ManagementApi = typeof import('@aws-sdk/client-apigatewaymanagementapi');

let client: Promise<{ sdk: ManagementApi; client: InstanceType<ManagementApi['ApiGatewayManagementApiClient']> }> | undefined;

/**
 * The API Gateway Management API client of the WebSocket stage (LIVE_CALLBACK_URL). Imported on
 * first use: only the fan-out handler in AWS pushes through it (the Node.js 22 runtime ships it;
 * local mode's gateway registers its own sender instead).
 */
function managementClient() {
  client ??= import('@aws-sdk/client-apigatewaymanagementapi').then((sdk) => ({
    sdk,
    client: new sdk.ApiGatewayManagementApiClient({ region: config.region, endpoint: config.liveCallbackUrl }),
  }));
  return client;
}

/** PostToConnection: true when sent, false when the socket is gone (410 GoneException). */
export async function postToConnection(connectionId: string, data: string): Promise<boolean> {
  const { sdk, client: api } = await managementClient();
  try {
    await api.send(new sdk.PostToConnectionCommand({ ConnectionId: connectionId, Data: new TextEncoder().encode(data) }));
    return true;
  } catch (error) {
    const gone = (error as { name?: string; $metadata?: { httpStatusCode?: number } });
    if (gone.name === 'GoneException' || gone.$metadata?.httpStatusCode === 410) return false;
    throw error;
  }
}
