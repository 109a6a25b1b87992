import type { SocketEvent, SocketResult } from './socket-identity';

/**
 * $default: the socket is server-to-client only. A client's message (the web app's keep-alive
 * ping, sent well within API Gateway's 10-minute idle timeout) is accepted and ignored.
 */
export function handler(_event: SocketEvent): Promise<SocketResult> {
  return Promise.resolve({ statusCode: 200 });
}
