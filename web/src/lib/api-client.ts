import type { z } from 'zod';
import { buildPath, type RouteDef } from '@schemas/route';
import { ApiError, messageFromErrorBody, NO_RESPONSE_MESSAGE, UNEXPECTED_RESPONSE_MESSAGE } from './api-error';
import { SESSION_ENDED_MESSAGES, CALLER_PROFILE_MESSAGES } from '@schemas/session';
import { loadAuth } from './load-auth';
import { endSession, endSessionIfAccountGone, sessionEnded, sessionRefusalReason } from './session-end';

/* A typed fetcher driven by the route table in schemas/routes.ts. */

/** A slot the route does not declare (schema type `unknown`), or whose fields are all optional, may be left out. */
type Slot<Key extends string, Value> = unknown extends Value
  ? { [K in Key]?: undefined }
  : // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- `{} extends V`: every field of V is optional.
    {} extends Value
    ? { [K in Key]?: Value }
    : { [K in Key]: Value };

type SchemasOf<R> =
  R extends RouteDef<infer P, infer Q, infer B, infer Res> ? { params: P; query: Q; body: B; response: Res } : never;

/** What the caller passes: the route's params, query and body as the server will parse them. */
export type ApiRequestOptions<R extends RouteDef> = Slot<'params', z.input<SchemasOf<R>['params']>> &
  Slot<'query', z.input<SchemasOf<R>['query']>> &
  Slot<'body', z.input<SchemasOf<R>['body']> | FormData> & {
    signal?: AbortSignal;
    /** Sees the response headers of a successful call (e.g. x-total-count of a paged list). */
    onHeaders?: (headers: Headers) => void;
  };

/** The parsed response of a route. */
export type ApiResponse<R extends RouteDef> = z.output<SchemasOf<R>['response']>;

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- `{} extends O`: every field of O is optional.
type OptionalWhenEmpty<O> = {} extends O ? [options?: O] : [options: O];

export type ApiRequest = <R extends RouteDef>(
  route: R,
  ...options: OptionalWhenEmpty<ApiRequestOptions<R>>
) => Promise<ApiResponse<R>>;

export interface ApiClientDeps {
  /** The bearer token, or undefined when signed out. */
  getAccessToken: () => Promise<string | undefined>;
  /** Defaults to the global fetch at call time. */
  fetch?: typeof fetch;
  logError?: (message: string, error: unknown) => void;
  /**
   * A call that carried a token was refused in a way that ends the session (session-end.ts):
   * called with the reason to show.
   */
  onSessionRefused?: (status: number, message: string) => void;
  /** True once the session ended: calls then fail at once, nothing is sent. */
  sessionEnded?: () => boolean;
}

type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number | boolean>;

/** `?a=1&b=x&b=y`, skipping empty values; '' when nothing is left. */
export function toQueryString(query: Record<string, QueryValue> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function stringifyParams(params: Record<string, unknown> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(params ?? {}).map(([key, value]) => [key, String(value)]));
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function createApiClient(deps: ApiClientDeps): ApiRequest {
  const logError = deps.logError ?? ((message, error) => console.error(message, error));

  async function bearerToken(): Promise<string | undefined> {
    try {
      return await deps.getAccessToken();
    } catch (error) {
      // Spec section 6: an unreadable session is logged and the call goes without a token.
      logError('Could not read the session; sending the request without a token', error);
      return undefined;
    }
  }

  return async function apiRequest<R extends RouteDef>(
    route: R,
    ...[options]: OptionalWhenEmpty<ApiRequestOptions<R>>
  ) {
    const { params, query, body, signal, onHeaders } = (options ?? {}) as {
      params?: Record<string, unknown>;
      query?: Record<string, QueryValue>;
      body?: unknown;
      signal?: AbortSignal;
      onHeaders?: (headers: Headers) => void;
    };
    const url = buildPath(route.path, stringifyParams(params)) + toQueryString(query);

    if (deps.sessionEnded?.()) throw new ApiError(401, SESSION_ENDED_MESSAGES.title);
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = await bearerToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    let payload: BodyInit | undefined;
    if (body instanceof FormData) {
      payload = body; // the browser sets the multipart boundary itself
    } else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }

    let response: Response;
    try {
      response = await (deps.fetch ?? fetch)(url, { method: route.method, headers, body: payload, signal });
    } catch (error) {
      if (signal?.aborted) throw error; // a cancelled query, not a failure
      throw new ApiError(0, NO_RESPONSE_MESSAGE, undefined, { cause: error });
    }

    const responseBody = await readBody(response);
    // A declared error body (route.errors) is parsed where it is read: routeErrorBody().
    if (!response.ok) {
      const message = messageFromErrorBody(responseBody);
      if (token) deps.onSessionRefused?.(response.status, message);
      throw new ApiError(response.status, message, responseBody);
    }

    const parsed = route.response.safeParse(responseBody);
    if (!parsed.success) {
      logError(`Response of ${route.method} ${route.path} does not match the contract`, parsed.error);
      throw new ApiError(response.status, UNEXPECTED_RESPONSE_MESSAGE, responseBody, { cause: parsed.error });
    }
    onHeaders?.(response.headers);
    return parsed.data as ApiResponse<R>;
  };
}

/**
 * The app's API client: sends the signed-in user's access token on every /api call, and ends
 * the session on the first refusal that means it is over.
 */
export const apiRequest: ApiRequest = createApiClient({
  getAccessToken: async () => (await loadAuth()).getAccessToken(),
  onSessionRefused: (status, message) => {
    const reason = sessionRefusalReason(status, message);
    if (reason) endSession(reason);
    else if (status === 401 && message === CALLER_PROFILE_MESSAGES.missing) void endSessionIfAccountGone();
  },
  sessionEnded,
});
