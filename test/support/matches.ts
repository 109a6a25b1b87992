import { routes } from '@schemas/routes';
import type { MatchEntry } from '@schemas/matches';
import { callRoute } from './api';

/**
 * Every match of the customer's move, following nextCursor page by page: tests share one table,
 * so another file's companies free on the same days may push a test's own company past page 1.
 */
export async function allMatches(token: string): Promise<MatchEntry[]> {
  const matches: MatchEntry[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 100; page++) {
    const answer: { status: number; body: { moving_company_matches: MatchEntry[]; nextCursor: string | null } } =
      await callRoute(routes.getMyMatches, { token, query: cursor ? { cursor } : undefined });
    if (answer.status !== 200) throw new Error(`GET matches answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    matches.push(...answer.body.moving_company_matches);
    cursor = answer.body.nextCursor;
    if (!cursor) return matches;
  }
  throw new Error('More than 100 pages of matches');
}
