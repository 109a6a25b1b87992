import type { z } from 'zod';
import type { Role } from './enums';
import type { ErrorStatus } from './errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Everyone signed in, whatever their role. */
export const SIGNED_IN: readonly Role[] = ['MOVER', 'MOVING_COMPANY', 'ADMIN'];

/**
 * One entry of the contract. The CDK API stack, the local gateway, the web client and the
 * tests all read these entries; nothing else defines a route.
 */
export interface RouteDef<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  E extends RouteErrorSchemas = RouteErrorSchemas,
> {
  method: HttpMethod;
  /** Full path as API Gateway sees it, with {param} placeholders, e.g. /api/user/{id}. */
  path: `/api/${string}`;
  /** Roles allowed, or 'public' for no token at all. */
  roles: readonly Role[] | 'public';
  /** Handler module under functions/, without extension, e.g. 'users/get-user'. */
  handler: string;
  summary: string;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  /** Success status code (default 200). */
  status?: number;
  /** Error bodies that carry more than { error }, by status (schemas/errors.ts). */
  errors?: E;
  /**
   * The caller may have no profile yet: GET /user answers its 404 and POST /create-user makes
   * it. Every other signed-in route refuses a token whose profile is missing.
   */
  callerMayLackProfile?: true;
  /**
   * A write that sends mail or spends money (CPU, storage, a paid upgrade): API Gateway gives
   * it a lower rate and burst than the stage default (lib/constructs/api.ts ROUTE_THROTTLES).
   */
  throttle?: RouteThrottle;
  /**
   * The handler reads the body exactly as sent (a signed webhook): no JSON parsing and no body
   * schema; it gets the text as `rawBody`.
   */
  rawBody?: true;
}

/** The throttle classes of routes cheaper to refuse than to serve in bulk (docs/deploy.md). */
export type RouteThrottle = 'mail' | 'spend';

export type RouteErrorSchemas = Partial<Record<ErrorStatus, z.ZodType>>;

export function defineRoute<
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
  E extends RouteErrorSchemas = Record<never, never>,
>(route: RouteDef<P, Q, B, R, E>): RouteDef<P, Q, B, R, E> {
  return route;
}

export type RouteBody<T> = T extends RouteDef<z.ZodType, z.ZodType, infer B, z.ZodType> ? z.infer<B> : never;
export type RouteResponse<T> = T extends RouteDef<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.input<R> : never;
/** The statuses a route declares a typed error body for, and each body's parsed type. */
export type RouteErrors<T> =
  T extends RouteDef<z.ZodType, z.ZodType, z.ZodType, z.ZodType, infer E>
    ? { [S in keyof E]: z.output<NonNullable<E[S]>> }
    : never;

/** Turns /api/user/{id} into a concrete path with encoded params. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path param ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}
