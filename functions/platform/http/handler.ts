import middy, { type MiddlewareObj } from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import type { z } from 'zod';
import type { RouteDef } from '@schemas/route';
import type { UserItem } from '@functions/core/data/user/users';
import { logger } from '../logger';
import { authContextFromEvent, type AuthContext } from './auth-context';
import { MESSAGE_MAX, truncate } from './bounded-text';
import { assertCallerProfileCurrent } from './caller-profile';
import { DomainError } from '../domain-errors';
import { badRequest, forbidden, HttpError, httpErrorOf, unauthorized } from './errors';
import { isDependencyUnavailable, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from './unavailable';
import { parseRequestPart } from './validation';

export type ApiEvent = APIGatewayProxyEventV2WithJWTAuthorizer;
export type ApiResult = APIGatewayProxyResultV2 & { statusCode: number; body: string; headers: Record<string, string> };

type Infer<T> = [NonNullable<T>] extends [never]
  ? undefined
  : NonNullable<T> extends z.ZodType
    ? z.infer<NonNullable<T>>
    : undefined;

export interface HandlerInput<R extends RouteDef> {
  auth: R['roles'] extends 'public' ? AuthContext | null : AuthContext;
  /** The caller's profile as the auth step read it (consistent); null on public routes or where it may be missing. */
  profile: UserItem | null;
  params: Infer<R['params']>;
  query: Infer<R['query']>;
  body: Infer<R['body']>;
  /** The body exactly as sent, on `rawBody` routes only (a signed webhook; '' without a body); undefined elsewhere. */
  rawBody?: string;
  event: ApiEvent;
  requestId: string;
}

/** Return this from a handler to pick the status code or add headers. */
export class Reply<T> {
  constructor(
    readonly statusCode: number,
    readonly body: T,
    readonly headers: Record<string, string> = {},
  ) {}
}

type ResponseOf<R extends RouteDef> = R['response'] extends z.ZodType ? z.input<R['response']> : never;
export type PlainHandler<R extends RouteDef> = (
  input: HandlerInput<R>,
) => Promise<ResponseOf<R> | Reply<ResponseOf<R>>>;

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

function json(statusCode: number, body: unknown, headers: Record<string, string> = {}): ApiResult {
  return { statusCode, headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(body) };
}

/**
 * Parses JSON only when there is a body: a bodyless POST is fine for routes without one.
 * A `rawBody` route keeps the text untouched (a signature covers its exact bytes).
 */
function jsonBodyWhenPresent(route: RouteDef): MiddlewareObj<ApiEvent> {
  const parser = httpJsonBodyParser({ disableContentTypeError: true });
  return {
    before: async (request) => {
      if (route.rawBody) return;
      const { body } = request.event;
      if (body === undefined || body === null || body === '') {
        (request.event as { body?: unknown }).body = undefined;
        return;
      }
      await parser.before!(request as never);
    },
  };
}

export const NULL_BODY_MESSAGE = 'The request body must be a JSON object, not null';

/**
 * No body at all reads as {} (a bodyless POST is fine where every field is optional), but
 * a JSON `null` is a client sending "nothing" on purpose where an object is expected: treating
 * it as {} made a null PATCH act like an edit.
 */
function bodyObject(body: unknown): unknown {
  if (body === null) throw badRequest(NULL_BODY_MESSAGE);
  return body ?? {};
}

/** The request body as text: API Gateway base64-encodes bodies it does not treat as text. */
function rawBodyText(event: ApiEvent): string {
  if (!event.body) return '';
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
}

/** Maps thrown errors to answers: 4xx with a message for the caller's mistakes, 500 otherwise. */
function errorMapper(route: RouteDef): MiddlewareObj<ApiEvent, ApiResult> {
  return {
    onError: (request) => {
      const thrown = request.error as Error & { statusCode?: number; expose?: boolean };
      const error = thrown instanceof DomainError ? httpErrorOf(thrown) : thrown;
      const requestId = request.context?.awsRequestId ?? 'local';
      if (error instanceof HttpError) {
        // A handler's message may quote the request: bounded like validation messages.
        request.response = json(error.statusCode, { ...error.details, error: truncate(error.message, MESSAGE_MAX) });
        return;
      }
      // middy's JSON parser throws 415 for a body that is not JSON: the caller's mistake.
      if (error?.statusCode === 415 || error?.statusCode === 422) {
        request.response = json(400, { error: 'Request body is not valid JSON' });
        return;
      }
      if (isDependencyUnavailable(error)) {
        // Nothing was half-written: every multi-item change is one transaction.
        logger.error('Dependency unavailable', { route: `${route.method} ${route.path}`, requestId, error });
        request.response = json(
          503,
          { error: UNAVAILABLE_MESSAGE, requestId },
          { 'retry-after': String(RETRY_AFTER_SECONDS) },
        );
        return;
      }
      logger.error('Unhandled error', { route: `${route.method} ${route.path}`, requestId, error });
      request.response = json(500, { error: 'Something went wrong on our side. Please try again later.', requestId });
    },
  };
}

/**
 * Wraps a plain handler in the middy chain every route shares: header normalising, JSON
 * body parsing, verified-claims auth context, the route's role check and the caller's
 * profile (deleted, deactivated or regrouped accounts are refused), zod validation of
 * params/query/body, response shaping through the route's response schema (only declared
 * fields leave the server), and error mapping.
 */
export function httpHandler<R extends RouteDef>(route: R, plain: PlainHandler<R>) {
  const core = async (event: ApiEvent, context: Context): Promise<ApiResult> => {
    const auth = authContextFromEvent(event);
    let profile: UserItem | null = null;
    if (route.roles !== 'public') {
      if (!auth) throw unauthorized();
      if (!route.roles.includes(auth.role)) throw forbidden('Your account type cannot use this feature');
      profile = await assertCallerProfileCurrent(route, auth);
    }
    const input = {
      auth,
      profile,
      params: route.params ? parseRequestPart(route.params, event.pathParameters ?? {}, 'path') : undefined,
      query: route.query ? parseRequestPart(route.query, event.queryStringParameters ?? {}, 'query') : undefined,
      body: route.body ? parseRequestPart(route.body, bodyObject(event.body), 'body') : undefined,
      rawBody: route.rawBody ? rawBodyText(event) : undefined,
      event,
      requestId: context?.awsRequestId ?? 'local',
    } as HandlerInput<R>;

    const result = await plain(input);
    const reply = result instanceof Reply ? result : new Reply(route.status ?? 200, result);
    // Shaping through the schema strips undeclared fields; a mismatch is our bug (500).
    const body = route.response.parse(reply.body);
    return json(reply.statusCode, body, reply.headers);
  };

  return (
    middy<ApiEvent, ApiResult>()
      // Every log line of the request carries the request id and function name.
      .use(injectLambdaContext(logger, { resetKeys: true }))
      .use(httpHeaderNormalizer())
      .use(jsonBodyWhenPresent(route))
      .use(errorMapper(route))
      .handler(core)
  );
}
