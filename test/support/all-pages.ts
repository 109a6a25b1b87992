import { NEXT_CURSOR_HEADER } from '@schemas/paging';
import type { RouteDef } from '@schemas/route';
import { callRoute, type ApiCall } from './api';

/**
 * Every row a paged list route shows this caller, page after page by its `x-next-cursor` (the
 * route answers one page; a shared test stack holds more than one page of most lists).
 */
export async function allPages<R extends RouteDef>(route: R, call: ApiCall = {}) {
  const first = await callRoute(route, call);
  const body: unknown[] = [...(first.body as unknown[])];
  let cursor = first.headers.get(NEXT_CURSOR_HEADER);
  while (first.status === 200 && cursor) {
    const next = await callRoute(route, { ...call, query: { ...call.query, cursor } });
    body.push(...(next.body as unknown[]));
    cursor = next.headers.get(NEXT_CURSOR_HEADER);
  }
  return { ...first, body: body as typeof first.body };
}
