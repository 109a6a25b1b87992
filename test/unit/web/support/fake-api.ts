import { afterEach, vi } from 'vitest';
import type { RouteBody, RouteDef, RouteResponse } from '@schemas/route';
import * as apiClient from '@web/lib/api-client';
import type { ApiRequest, ApiRequestOptions } from '@web/lib/api-client';
import { stubEachTest } from '@test/support/stub-each-test';

/*
 * A typed stand-in for the server behind `apiRequest`. A test says what each route answers;
 * every answer goes through the route's response schema, as the real client does, so a
 * fixture that breaks the contract fails the test instead of passing a page a shape the
 * server never sends. A test file puts it behind `apiRequest` with `useFakeApi()`.
 */

/** What the page sent: its params and query, and a JSON body (uploads are not faked). */
export type FakeRequest<R extends RouteDef> = Omit<ApiRequestOptions<R>, 'body'> & { body: RouteBody<R> };

/** A body with response headers (x-total-count, x-next-cursor), which the page reads through onHeaders. */
export class WithHeaders<T> {
  constructor(
    readonly body: T,
    readonly headers: Record<string, string>,
  ) {}
}

type Answer<R extends RouteDef> = RouteResponse<R> | WithHeaders<RouteResponse<R>> | Error;

/** What a route answers: its body as the server sends it (with headers or not), an error to throw, or a function of the request. */
export type Reply<R extends RouteDef> = Answer<R> | ((request: FakeRequest<R>) => Answer<R> | Promise<Answer<R>>);

type AnyReply = Reply<RouteDef>;

const replies = new Map<RouteDef, AnyReply>();
const contractBreaks: string[] = [];

async function answer(route: RouteDef, options: unknown): Promise<unknown> {
  if (!replies.has(route)) throw new Error(`The fake API has no reply for ${route.method} ${route.path}`);
  const reply = replies.get(route);
  const answered = typeof reply === 'function' ? await (reply as (options: unknown) => unknown)(options ?? {}) : reply;
  if (answered instanceof Error) throw answered;
  if (!(answered instanceof WithHeaders)) return parse(route, answered);
  (options as { onHeaders?: (headers: Headers) => void } | undefined)?.onHeaders?.(new Headers(answered.headers));
  return parse(route, answered.body);
}

function parse(route: RouteDef, body: unknown): unknown {
  const parsed = route.response.safeParse(body);
  if (!parsed.success) {
    contractBreaks.push(`${route.method} ${route.path}: ${parsed.error.message}`);
    throw new Error(`The fixture for ${route.method} ${route.path} breaks the contract`);
  }
  return parsed.data;
}

/** The mocked `apiRequest`: every call is recorded (`fakeApi.request.mock.calls`). */
const request = vi.fn((route: RouteDef, options?: unknown) => answer(route, options));

export const fakeApi = {
  request,
  /** Sets what `route` answers from now on (replacing an earlier reply). */
  on<R extends RouteDef>(route: R, reply: Reply<R>) {
    replies.set(route, reply);
    return fakeApi;
  },
  /** The contract breaks seen since the last call, which then start afresh (each test's end checks them). */
  takeContractBreaks(): string[] {
    return contractBreaks.splice(0);
  },
  /** The options of every call made to `route`, oldest first. */
  callsTo(route: RouteDef): unknown[] {
    return request.mock.calls.filter(([called]) => called === route).map(([, options]) => options);
  },
};

/**
 * Puts the fake behind `apiRequest` for each test of the calling file, the real client back after
 * it; each test then starts with no replies and no calls, and fails if a fixture broke the contract.
 */
export function useFakeApi() {
  stubEachTest(apiClient, 'apiRequest', request as unknown as ApiRequest);
  afterEach(() => {
    const broken = fakeApi.takeContractBreaks();
    replies.clear();
    request.mockClear();
    if (broken.length > 0) throw new Error(`Fake API fixtures off the contract:\n${broken.join('\n')}`);
  });
}
