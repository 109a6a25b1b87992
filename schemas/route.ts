import type { z } from 'zod';
import type { Role } from './enums';

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
}

export function defineRoute<
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
>(route: RouteDef<P, Q, B, R>): RouteDef<P, Q, B, R> {
  return route;
}

export type RouteParams<T> = T extends RouteDef<infer P, any, any, any> ? z.infer<P> : never;
export type RouteQuery<T> = T extends RouteDef<any, infer Q, any, any> ? z.infer<Q> : never;
export type RouteBody<T> = T extends RouteDef<any, any, infer B, any> ? z.infer<B> : never;
export type RouteResponse<T> = T extends RouteDef<any, any, any, infer R> ? z.input<R> : never;

/** Turns /api/user/{id} into a concrete path with encoded params. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path param ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}
