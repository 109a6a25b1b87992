import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { lambdaContext, type HandlerLoader } from './handler-loader';
import { acceptWebSocket, isWebSocketUpgrade, refuseUpgrade, type LocalWebSocket } from './websocket';

/** Where the gateway serves live delivery: ws://<gateway>/ws?token=<Cognito access token>. */
export const LIVE_SOCKET_PATH = '/ws';
/** API Gateway closes a WebSocket after 2 hours whatever happens; the web app reconnects. */
const MAX_CONNECTION_MS = 2 * 60 * 60 * 1000;

type SocketHandler = (event: unknown, context: unknown) => Promise<unknown>;

/**
 * The local stand-in for the API Gateway WebSocket API: the same handler files run for the
 * REQUEST authorizer (live/authorize) and the $connect, $disconnect and $default routes, with
 * events shaped like API Gateway's. Pushes (functions/live/live-push.ts) reach the sockets kept
 * here by connection id through the local management API (lib/local/live-callback-api.ts).
 */
export function createLiveSockets(loadHandler: HandlerLoader, log: (line: string) => void) {
  const sockets = new Map<string, LocalWebSocket>();

  async function run(name: string, event: unknown): Promise<unknown> {
    const handler = await loadHandler<SocketHandler>(name);
    return handler(event, lambdaContext(name, randomUUID()));
  }

  const routeEvent = (
    routeKey: string,
    eventType: string,
    connectionId: string,
    authorizer: Record<string, unknown>,
    body?: string,
  ) => ({
    requestContext: {
      routeKey,
      eventType,
      connectionId,
      authorizer,
      apiId: 'local',
      stage: 'local',
      requestId: randomUUID(),
      connectedAt: Date.now(),
      requestTimeEpoch: Date.now(),
    },
    body,
    isBase64Encoded: false,
  });

  async function handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== LIVE_SOCKET_PATH || !isWebSocketUpgrade(request))
      return refuseUpgrade(socket, 404, 'Not Found');
    const connectionId = randomUUID();
    try {
      let authorizer: Record<string, unknown>;
      try {
        const result = (await run('live/authorize', {
          type: 'REQUEST',
          methodArn: 'arn:aws:execute-api:local:000000000000:local/local/$connect',
          queryStringParameters: Object.fromEntries(url.searchParams),
        })) as { principalId: string; context?: Record<string, unknown> };
        authorizer = { principalId: result.principalId, ...result.context };
      } catch {
        return refuseUpgrade(socket, 401, 'Unauthorized');
      }
      const connected = (await run('live/connect', routeEvent('$connect', 'CONNECT', connectionId, authorizer))) as {
        statusCode?: number;
      };
      if (connected?.statusCode !== 200) return refuseUpgrade(socket, connected?.statusCode ?? 500, 'Forbidden');

      const disconnect = () => {
        sockets.delete(connectionId);
        clearTimeout(maxAge);
        run('live/disconnect', routeEvent('$disconnect', 'DISCONNECT', connectionId, authorizer)).catch(
          (error: Error) => log(`live $disconnect failed: ${error.message}`),
        );
      };
      const ws = acceptWebSocket(request, socket, head, {
        onMessage: (text) => {
          run('live/default', routeEvent('$default', 'MESSAGE', connectionId, authorizer, text)).catch((error: Error) =>
            log(`live $default failed: ${error.message}`),
          );
        },
        onClose: disconnect,
      });
      const maxAge = setTimeout(() => ws.close(1001, 'Going away'), MAX_CONNECTION_MS);
      maxAge.unref();
      sockets.set(connectionId, ws);
    } catch (error) {
      log(`live socket error: ${(error as Error).stack ?? String(error)}`);
      refuseUpgrade(socket, 500, 'Internal Server Error');
    }
  }

  return {
    handleUpgrade,
    /** PostToConnection's stand-in: false when the socket is gone (API Gateway's 410). */
    send(connectionId: string, data: string): Promise<boolean> {
      return Promise.resolve(sockets.get(connectionId)?.send(data) ?? false);
    },
    /** DeleteConnection's stand-in: closes the socket (its $disconnect then runs); false when gone. */
    close(connectionId: string): Promise<boolean> {
      const ws = sockets.get(connectionId);
      if (!ws) return Promise.resolve(false);
      ws.close(1008, 'Account closed');
      return Promise.resolve(true);
    },
    closeAll() {
      for (const ws of sockets.values()) ws.close(1001, 'Going away');
    },
    get size() {
      return sockets.size;
    },
  };
}
