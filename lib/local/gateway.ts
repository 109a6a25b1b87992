import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { Duplex } from 'node:stream';
import { routeList } from '@schemas/routes';
import type { RouteDef } from '@schemas/route';
import { claimsAsApiGatewayStrings, type createJwtAuthorizer } from './jwt-authorizer';
import { lambdaContext, type HandlerLoader } from './handler-loader';
import { meterRequest } from './runtime-meter';
import { LOCAL_BIND_HOST } from './bind-host';

const MAX_BODY_BYTES = 10 * 1024 * 1024; // API Gateway's payload limit

interface CompiledRoute {
  route: RouteDef;
  routeKey: string;
  pattern: RegExp;
  paramNames: string[];
}

function compile(route: RouteDef): CompiledRoute {
  const paramNames: string[] = [];
  const source = route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{(\w+)\\?\}/g, (_, name: string) => {
    paramNames.push(name);
    return '([^/]+)';
  });
  return { route, routeKey: `${route.method} ${route.path}`, pattern: new RegExp(`^${source}$`), paramNames };
}

/** Text bodies go through as strings, anything else base64, as API Gateway does. */
function isTextContent(contentType: string | undefined): boolean {
  return !contentType || /^(text\/|application\/(json|x-www-form-urlencoded|.*\+json))/.test(contentType);
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw Object.assign(new Error('Request body too large'), { statusCode: 413 });
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function send(response: ServerResponse, statusCode: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(statusCode, { 'content-type': 'application/json', ...headers });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

export interface GatewayOptions {
  port: number;
  loadHandler: HandlerLoader;
  authorize: ReturnType<typeof createJwtAuthorizer>;
  /** Served at GET /config.json for the web app. */
  runtimeConfig: Record<string, unknown>;
  /** Takes WebSocket upgrades (live delivery at /ws, lib/local/live-sockets.ts); others are refused. */
  onUpgrade?: (request: IncomingMessage, socket: Duplex, head: Buffer) => void;
  log?: (line: string) => void;
}

/**
 * The local stand-in for API Gateway (HTTP API): serves every route of the contract from
 * the same handler files, after the same JWT check, with API Gateway v2-shaped events; and,
 * through onUpgrade, the WebSocket API's live delivery socket.
 */
export async function startGateway(options: GatewayOptions): Promise<Server> {
  const compiled = routeList.map(([, route]) => compile(route));

  // oxlint-disable-next-line typescript/no-misused-promises -- node ignores the promise; the handler catches its own errors and answers 500.
  const server = createServer(async (request, response) => {
    const started = performance.now();
    const url = new URL(request.url ?? '/', 'http://localhost');
    const method = (request.method ?? 'GET').toUpperCase();
    const finish = (status: number) =>
      options.log?.(`${method} ${url.pathname} ${status} ${(performance.now() - started).toFixed(1)}ms`);

    if (method === 'GET' && url.pathname === '/config.json') {
      send(response, 200, options.runtimeConfig, { 'cache-control': 'no-store' });
      return;
    }
    const match = compiled
      .filter((c) => c.route.method === method)
      .map((c) => ({ c, m: c.pattern.exec(url.pathname) }))
      .find((x) => x.m);
    if (!match) {
      send(response, 404, { message: 'Not Found' });
      return finish(404);
    }
    const { c: target, m } = match;
    meterRequest(target.routeKey);

    try {
      // API Gateway refuses a path it cannot decode before any authorizer or Lambda runs.
      const pathParameters = decodePathParameters(target.paramNames, m!.slice(1));
      if (!pathParameters) {
        send(response, 400, { message: 'Bad Request' });
        return finish(400);
      }
      let claims: Record<string, string> | undefined;
      if (target.route.roles !== 'public') {
        const payload = await options.authorize(request.headers.authorization);
        if (!payload) {
          send(response, 401, { message: 'Unauthorized' }, { 'www-authenticate': 'Bearer' });
          return finish(401);
        }
        claims = claimsAsApiGatewayStrings(payload);
      }
      const raw = await readBody(request);
      const contentType = request.headers['content-type'];
      const text = isTextContent(contentType);
      const requestId = randomUUID();
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : (v ?? '')]),
      );
      const query: Record<string, string> = {};
      url.searchParams.forEach((value, key) => {
        query[key] = key in query ? `${query[key]},${value}` : value;
      });
      const now = new Date();
      const event = {
        version: '2.0',
        routeKey: target.routeKey,
        rawPath: url.pathname,
        rawQueryString: url.search.replace(/^\?/, ''),
        headers,
        queryStringParameters: Object.keys(query).length ? query : undefined,
        pathParameters: target.paramNames.length ? pathParameters : undefined,
        requestContext: {
          accountId: '000000000000',
          apiId: 'local',
          domainName: headers.host ?? 'localhost',
          domainPrefix: 'local',
          http: {
            method,
            path: url.pathname,
            protocol: 'HTTP/1.1',
            sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
            userAgent: headers['user-agent'] ?? '',
          },
          requestId,
          routeKey: target.routeKey,
          stage: '$default',
          time: now.toUTCString(),
          timeEpoch: now.getTime(),
          ...(claims ? { authorizer: { jwt: { claims, scopes: null } } } : {}),
        },
        body: raw.length ? (text ? raw.toString('utf8') : raw.toString('base64')) : undefined,
        isBase64Encoded: raw.length > 0 && !text,
      };
      const handler = await options.loadHandler(target.route.handler);
      const result = (await handler(event, lambdaContext(target.route.handler, requestId))) as
        | { statusCode?: number; headers?: Record<string, string>; body?: string; isBase64Encoded?: boolean }
        | string
        | undefined;
      // API Gateway's payload v2 rule: a result without statusCode is a 200 JSON body.
      if (!result || typeof result !== 'object' || result.statusCode === undefined) {
        send(response, 200, result ?? '');
        return finish(200);
      }
      const body = result.isBase64Encoded ? Buffer.from(result.body ?? '', 'base64') : (result.body ?? '');
      response.writeHead(result.statusCode, { 'content-type': 'application/json', ...result.headers });
      response.end(body);
      finish(result.statusCode);
    } catch (error) {
      const statusCode = (error as { statusCode?: number }).statusCode === 413 ? 413 : 500;
      options.log?.(`gateway error: ${(error as Error).stack ?? String(error)}`);
      send(response, statusCode, {
        message: statusCode === 413 ? 'Request Entity Too Large' : 'Internal Server Error',
      });
      finish(statusCode);
    }
  });

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    if (options.onUpgrade) options.onUpgrade(request, socket, head);
    else socket.destroy();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, LOCAL_BIND_HOST, () => resolve());
  });
  return server;
}

/** The path's {params}, %-decoded; null when an escape is malformed (API Gateway's 400). */
function decodePathParameters(names: string[], values: string[]): Record<string, string> | null {
  try {
    return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(values[i])]));
  } catch {
    return null;
  }
}
