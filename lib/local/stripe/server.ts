import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { apiRoutes, type Route } from './api-routes';
import { findSession, successUrlOf } from './checkout-sessions';
import { renderCheckoutPage, renderNotFoundPage, renderPaidPage } from './checkout-page';
import type { StripeContext } from './context';
import { renderPortalPage, updateCard } from './billing-portal';
import { renderOnboardingPage, submitOnboarding } from './connect-accounts';
import { controlRoutes } from './control-routes';
import { expandAnswer } from './expand';
import { parseFormBody, str, type FormObject } from './form-body';
import { newId } from './objects';
import { payCheckoutSession } from './pay-checkout';
import { StateStore } from './state-store';
import { StripeApiError } from './stripe-error';
import { WebhookDeliverer } from './webhook-delivery';
import { LOCAL_BIND_HOST } from '../bind-host';

export interface StripeEmulatorOptions {
  /** 0 picks a free port. */
  port: number;
  /** State is kept in <dataDir>/stripe/state.json; undefined keeps it in memory. */
  dataDir?: string;
  secretKey: string;
  webhookSecret: string;
  /** Signs events of connected accounts (a Connect endpoint's secret); without it webhookSecret does. */
  connectWebhookSecret?: string;
  /** Where events are POSTed (the gateway's /api/stripe/webhook); undefined sends none. */
  webhookUrl?: string;
  retryDelaysMs?: number[];
  log?: (line: string) => void;
}

export interface StripeEmulator {
  port: number;
  url: string;
  /** Resolves when every queued webhook is delivered or given up. */
  idle: () => Promise<void>;
  stop: () => Promise<void>;
}

const MAX_BODY_BYTES = 1024 * 1024;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new StripeApiError(413, 'invalid_request_error', 'Request body too large.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req'), ...headers });
  response.end(JSON.stringify(body, null, 2));
}

function sendHtml(response: ServerResponse, status: number, html: string) {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(html);
}

/** Bearer (what the SDK sends) or Basic with the key as user name (curl -u sk_…:). */
function apiKeyOf(request: IncomingMessage): string | undefined {
  const header = request.headers.authorization ?? '';
  const [scheme, value = ''] = header.split(' ');
  if (/^bearer$/i.test(scheme)) return value;
  if (/^basic$/i.test(scheme)) return Buffer.from(value, 'base64').toString('utf8').split(':')[0];
  return undefined;
}

function match(routes: Route[], method: string, path: string) {
  for (const route of routes) {
    const found = route.method === method ? route.pattern.exec(path) : null;
    if (found) return { route, params: found.slice(1).map(decodeURIComponent) };
  }
  return undefined;
}

/** JSON bodies for the control endpoint (tests), Stripe's form encoding everywhere else. */
function parseInput(text: string, contentType: string | undefined): FormObject {
  if (contentType?.includes('application/json') && text) return JSON.parse(text) as FormObject;
  return parseFormBody(text);
}

/**
 * The local Stripe: the REST subset under /v1 (Stripe's JSON shapes, API key required,
 * Idempotency-Key honoured), the hosted checkout page at /checkout/{id}, signed webhooks,
 * and a test control endpoint under /_control.
 */
export async function startStripeEmulator(options: StripeEmulatorOptions): Promise<StripeEmulator> {
  const store = new StateStore(options.dataDir ? join(options.dataDir, 'stripe', 'state.json') : undefined);
  const deliverer = new WebhookDeliverer({
    url: options.webhookUrl,
    secret: options.webhookSecret,
    connectSecret: options.connectWebhookSecret,
    retryDelaysMs: options.retryDelaysMs,
    log: options.log,
  });
  const ctx: StripeContext = { store, deliverer, publicUrl: '' };

  async function handleApi(
    request: IncomingMessage,
    response: ServerResponse,
    method: string,
    path: string,
    query: string,
  ) {
    const key = apiKeyOf(request);
    if (!key) {
      throw new StripeApiError(
        401,
        'invalid_request_error',
        "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
      );
    }
    if (key !== options.secretKey) {
      throw new StripeApiError(
        401,
        'invalid_request_error',
        `Invalid API Key provided: ${key.length > 12 ? `${key.slice(0, 8)}${'*'.repeat(key.length - 12)}${key.slice(-4)}` : key}`,
      );
    }
    const found = match(apiRoutes, method, path);
    if (!found)
      throw new StripeApiError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
    const body = method === 'POST' ? await readBody(request) : '';
    const idempotencyKey = method === 'POST' ? str(request.headers['idempotency-key']) : undefined;
    const account = str(request.headers['stripe-account']);
    const fingerprint = `${method} ${path} ${account ?? ''} ${body}`;
    if (idempotencyKey) {
      const earlier = store.data.idempotency[idempotencyKey];
      if (earlier && earlier.fingerprint !== fingerprint) {
        throw new StripeApiError(
          400,
          'idempotency_error',
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
        );
      }
      if (earlier) return sendJson(response, earlier.status, earlier.body, { 'idempotent-replayed': 'true' });
    }
    const input = method === 'POST' ? parseFormBody(body) : parseFormBody(query);
    let status = 200;
    let answer: unknown;
    try {
      answer = expandAnswer(ctx, found.route.run(ctx, { method, params: found.params, input, account }), {
        ...input,
        ...parseFormBody(query),
      });
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      status = error.status;
      answer = error.toJSON();
    }
    if (idempotencyKey) store.remember(idempotencyKey, { fingerprint, status, body: answer });
    sendJson(response, status, answer, idempotencyKey ? { 'idempotency-key': idempotencyKey } : {});
  }

  async function handleCheckoutPage(request: IncomingMessage, response: ServerResponse, method: string, path: string) {
    const [, id, action] = /^\/checkout\/([A-Za-z0-9_]+)(\/pay)?$/.exec(path) ?? [];
    const session = id ? store.data.sessions[id] : undefined;
    if (!session || (method === 'GET') === Boolean(action) || !['GET', 'POST'].includes(method)) {
      return sendHtml(response, 404, renderNotFoundPage());
    }
    const lineItems = store.data.lineItems[session.id] ?? [];
    if (method === 'GET') return sendHtml(response, 200, renderCheckoutPage(findSession(ctx, session.id), lineItems));
    const form = parseFormBody(await readBody(request));
    const card = str(form.card) ?? '';
    try {
      const paid = payCheckoutSession(ctx, session.id, card, str(form.email));
      const next = successUrlOf(paid);
      if (!next) return sendHtml(response, 200, renderPaidPage());
      response.writeHead(303, { location: next });
      return response.end();
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      sendHtml(
        response,
        error.status === 402 ? 402 : 400,
        renderCheckoutPage(session, lineItems, { error: error.message, card }),
      );
    }
  }

  async function handlePortalPage(request: IncomingMessage, response: ServerResponse, method: string, path: string) {
    const [, id, action] = /^\/billing\/([A-Za-z0-9_]+)(\/card)?$/.exec(path) ?? [];
    const session = id ? store.data.portalSessions[id] : undefined;
    if (!session || (method === 'GET') === Boolean(action) || !['GET', 'POST'].includes(method)) {
      return sendHtml(response, 404, renderNotFoundPage());
    }
    if (method === 'GET') return sendHtml(response, 200, renderPortalPage(session));
    const card = str(parseFormBody(await readBody(request)).card) ?? '';
    try {
      updateCard(ctx, session.id, card);
      if (!session.return_url) return sendHtml(response, 200, renderPaidPage());
      response.writeHead(303, { location: session.return_url });
      return response.end();
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      sendHtml(response, error.status === 402 ? 402 : 400, renderPortalPage(session, { error: error.message, card }));
    }
  }

  async function handleOnboardingPage(
    request: IncomingMessage,
    response: ServerResponse,
    method: string,
    path: string,
  ) {
    const [, id, action] = /^\/connect\/([A-Za-z0-9_]+)(\/submit)?$/.exec(path) ?? [];
    if (
      !id ||
      !store.data.accountLinks[id] ||
      (method === 'GET') === Boolean(action) ||
      !['GET', 'POST'].includes(method)
    ) {
      return sendHtml(response, 404, renderNotFoundPage());
    }
    if (method === 'GET') return sendHtml(response, 200, renderOnboardingPage(ctx, id));
    const routing = str(parseFormBody(await readBody(request)).routing_number) ?? '';
    try {
      response.writeHead(303, { location: submitOnboarding(ctx, id, routing) });
      return response.end();
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      sendHtml(response, 400, renderOnboardingPage(ctx, id, { error: error.message }));
    }
  }

  async function handleControl(
    request: IncomingMessage,
    response: ServerResponse,
    method: string,
    path: string,
    query: string,
  ) {
    if (path === '/_control/idle') {
      await deliverer.idle();
      return sendJson(response, 200, { idle: true });
    }
    const found = match(controlRoutes, method, path);
    if (!found)
      throw new StripeApiError(404, 'invalid_request_error', `Unrecognized control URL (${method}: ${path}).`);
    const input =
      method === 'POST' ? parseInput(await readBody(request), request.headers['content-type']) : parseFormBody(query);
    sendJson(response, 200, found.route.run(ctx, { method, params: found.params, input }));
  }

  const server: Server = createServer((request, response) => {
    const method = request.method ?? 'GET';
    const [path, query = ''] = (request.url ?? '/').split('?', 2);
    const handle = path.startsWith('/v1/')
      ? handleApi(request, response, method, path, query)
      : path.startsWith('/checkout/')
        ? handleCheckoutPage(request, response, method, path)
        : path.startsWith('/billing/')
          ? handlePortalPage(request, response, method, path)
          : path.startsWith('/connect/')
            ? handleOnboardingPage(request, response, method, path)
            : path.startsWith('/_control/')
              ? handleControl(request, response, method, path, query)
              : Promise.reject(
                  new StripeApiError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`),
                );
    handle.catch((error: unknown) => {
      if (response.headersSent) return response.end();
      if (error instanceof StripeApiError) return sendJson(response, error.status, error.toJSON());
      if (error instanceof SyntaxError)
        return sendJson(response, 400, { error: { type: 'invalid_request_error', message: 'Invalid JSON body.' } });
      options.log?.(`stripe emulator error: ${(error as Error).stack ?? String(error)}`);
      sendJson(response, 500, {
        error: { type: 'api_error', message: 'An unexpected error occurred in the local Stripe.' },
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, LOCAL_BIND_HOST, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  ctx.publicUrl = `http://localhost:${port}`;

  return {
    port,
    url: ctx.publicUrl,
    idle: () => deliverer.idle(),
    stop: async () => {
      deliverer.close();
      server.closeAllConnections?.();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
