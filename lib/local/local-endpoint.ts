import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LOCAL_BIND_HOST } from './bind-host';

/** A small HTTP server on 127.0.0.1 standing in for one AWS API locally. */
export interface LocalEndpoint {
  port: number;
  url: string;
  stop: () => Promise<void>;
}

/** The request body, or undefined when it is over maxBytes (read no further). */
export async function readBody(request: IncomingMessage, maxBytes: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/**
 * An AWS error as the SDK reads it: the error name in x-amzn-ErrorType (REST JSON APIs) and
 * in __type (JSON 1.1 APIs), the text in message.
 */
export function sendAwsError(response: ServerResponse, status: number, type: string, message: string) {
  response.writeHead(status, { 'content-type': 'application/json', 'x-amzn-errortype': type });
  response.end(JSON.stringify({ __type: type, message }));
}

/** Listens on 127.0.0.1 (port 0 picks a free one); an unexpected error answers 500 and is logged. */
export async function startLocalEndpoint(
  name: string,
  port: number,
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<void>,
  log?: (line: string) => void,
): Promise<LocalEndpoint> {
  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      log?.(`${name} error: ${(error as Error).stack ?? String(error)}`);
      if (response.headersSent) return response.end();
      sendAwsError(response, 500, 'InternalFailure', 'The local endpoint failed.');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, LOCAL_BIND_HOST, () => resolve());
  });
  const bound = (server.address() as AddressInfo).port;
  return {
    port: bound,
    url: `http://127.0.0.1:${bound}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
