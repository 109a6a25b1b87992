import { currentStack } from './current-stack';
import { buildPath, type RouteDef } from '@schemas/route';
import { recordResponse } from './company-responses';

export interface ApiCall {
  token?: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** JSON-encoded unless rawBody is given. */
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
}

export interface ApiAnswer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** Calls a route of the contract through the local gateway, as the browser would. */
export async function callRoute<T = any>(route: Pick<RouteDef, 'method' | 'path'>, call: ApiCall = {}): Promise<ApiAnswer<T>> {
  const { apiUrl } = currentStack();
  const url = new URL(buildPath(route.path, call.params), apiUrl);
  for (const [key, value] of Object.entries(call.query ?? {})) url.searchParams.set(key, value);
  const hasBody = call.rawBody !== undefined || call.body !== undefined;
  const response = await fetch(url, {
    method: route.method,
    headers: {
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
      ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
      ...call.headers,
    },
    body: call.rawBody ?? (call.body === undefined ? undefined : JSON.stringify(call.body)),
  });
  const text = await response.text();
  // The contact-privacy scan: what companies receive is kept (test/support/company-responses.ts).
  recordResponse(call.token, { method: route.method, url: url.toString(), status: response.status, body: text });
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: keep the text.
  }
  return { status: response.status, body: body as T, headers: response.headers };
}
