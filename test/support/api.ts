import type { z } from 'zod';
import { currentStack } from './current-stack';
import { buildPath, type RouteDef, type RouteErrors, type RouteResponse } from '@schemas/route';
import type { ErrorBody } from '@schemas/errors';
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

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the default for a raw call outside the contract, whose body each test reads as it knows it
export interface ApiAnswer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/**
 * A failure's body: `{ error }`, what the route declares for its error statuses, and what the
 * http layer adds beyond schemas/errors.ts (a 400's `fields`, GET /user's 404 `code`).
 */
type FailureFields<R> = Partial<ErrorBody & { fields: Record<string, string>; code: string }> &
  Partial<RouteErrors<R>[keyof RouteErrors<R>]>;

/** Each object member of the success type gains the failure fields (the status is only known at run time). */
type WithFailure<T, R> = T extends object ? T & FailureFields<R> : T;

/**
 * The body a contract route answers: its response schema's type, so the type check catches a
 * test that drifted from the contract. A path outside the contract, or a route whose type is
 * not one entry of the table, answers `any`.
 */
export type AnswerBody<R> =
  R extends RouteDef<z.ZodType, z.ZodType, z.ZodType, z.ZodType>
    ? unknown extends RouteResponse<R>
      ? // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a route whose response type is not one entry of the table
        any
      : | WithFailure<RouteResponse<R>, R>
        | ([Extract<RouteResponse<R>, object>] extends [never] ? FailureFields<R> : never)
    : // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a path outside the contract: the test reads the body as it knows it
      any;

/** Calls a route of the contract through the local gateway, as the browser would. */
export async function callRoute<R extends Pick<RouteDef, 'method' | 'path'>>(
  route: R,
  call: ApiCall = {},
): Promise<ApiAnswer<AnswerBody<R>>> {
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
  return { status: response.status, body: body as AnswerBody<R>, headers: response.headers };
}
