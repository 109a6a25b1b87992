import { readBody, sendAwsError, startLocalEndpoint, type LocalEndpoint } from './local-endpoint';
import { MAX_MESSAGE_BYTES } from './websocket';

/** The local WebSocket stage's name: LIVE_CALLBACK_URL is http://127.0.0.1:<port>/local. */
export const LOCAL_LIVE_STAGE = 'local';

/** The open sockets by connection id (lib/local/live-sockets.ts); false when the socket is gone. */
export interface ConnectionSockets {
  send(connectionId: string, data: string): Promise<boolean>;
  close(connectionId: string): Promise<boolean>;
}

export interface LiveCallbackApiOptions {
  /** 0 picks a free port. */
  port: number;
  sockets: ConnectionSockets;
  log?: (line: string) => void;
}

const gone = 'The connection is gone.';

/**
 * The local API Gateway management API of the WebSocket stage (LIVE_CALLBACK_URL), so
 * `postToConnection` and `deleteConnection` run unchanged through the SDK:
 * POST /local/@connections/{id} sends the body as a text message (200), DELETE closes the socket
 * (204; its $disconnect runs); a socket that is not open answers 410 GoneException, as in AWS.
 * GetConnection is not used by the product and not served.
 */
export function startLiveCallbackApi(options: LiveCallbackApiOptions): Promise<LocalEndpoint> {
  const pattern = new RegExp(`^/${LOCAL_LIVE_STAGE}/@connections/([^/]+)$`);
  return startLocalEndpoint(
    'local WebSocket management API',
    options.port,
    async (request, response) => {
      const match = pattern.exec((request.url ?? '/').split('?', 1)[0]);
      if (!match) return sendAwsError(response, 404, 'NotFoundException', 'Not Found');
      const connectionId = decodeURIComponent(match[1]);
      if (request.method === 'POST') {
        const data = await readBody(request, MAX_MESSAGE_BYTES);
        if (!data) return sendAwsError(response, 413, 'PayloadTooLargeException', 'Message too long.');
        if (!(await options.sockets.send(connectionId, data.toString('utf8'))))
          return sendAwsError(response, 410, 'GoneException', gone);
        response.writeHead(200).end();
        return;
      }
      if (request.method === 'DELETE') {
        if (!(await options.sockets.close(connectionId))) return sendAwsError(response, 410, 'GoneException', gone);
        response.writeHead(204).end();
        return;
      }
      sendAwsError(response, 405, 'MethodNotAllowedException', `${request.method} is not served locally.`);
    },
    options.log,
  );
}
