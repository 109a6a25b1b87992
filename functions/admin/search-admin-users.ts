import { TOTAL_COUNT_HEADER } from '@schemas/admin';
import { CURSOR_INVALID, NEXT_CURSOR_HEADER } from '@schemas/paging';
import {
  searchText,
  searchUsersPage,
  USER_SEARCH_STAGES,
  type UserSearchPosition,
} from '@functions/core/data/user/users';
import { badRequest } from '@functions/platform/http/errors';
import { Reply } from '@functions/platform/http/handler';
import { decodePageCursor, encodePageCursor } from '@functions/platform/http/page-cursor';
import { adminUserRows } from './admin-user-rows';

/*
 * The admin user search, paged (docs/security.md, Lists are paged): a cursor names the index
 * being read and the last profile read there; one that is not a stage number or whose key value
 * does not start with this search (another search's cursor) is a 400 before a read.
 */
const decodePosition = (cursor: string, text: string): UserSearchPosition => {
  const [stage, id, value] = decodePageCursor(cursor, 3);
  const index = Number(stage);
  if (!/^\d$/.test(stage) || index >= USER_SEARCH_STAGES || !value.startsWith(text)) throw badRequest(CURSOR_INVALID);
  return { stage: index, id, value };
};

/**
 * A search page: after `cursor`, exactly one page read (at most 2 × limit profiles); by page
 * number alone (the spec's client) the pages before it are walked first, page × limit reads like
 * the unfiltered list. The x-total-count is what is known without reading further: the rows up
 * to this page, plus one while more follow (so a table shows one more page), never the whole match.
 */
export async function searchUsersByPage(query: { search: string; page: number; limit: number; cursor?: string }) {
  const { search, page, limit } = query;
  const text = searchText(search);
  let after = query.cursor ? decodePosition(query.cursor, text) : undefined;
  let result = await searchUsersPage(text, limit, after);
  // Rows before this page: counted when walked, else taken as full pages.
  let before = query.cursor ? (page - 1) * limit : 0;
  for (let walked = 1; !query.cursor && walked < page; walked++) {
    before += result.users.length;
    after = result.next ?? undefined;
    result = after ? await searchUsersPage(text, limit, after) : { users: [], next: null };
  }
  const { users, next } = result;
  const total = before + users.length + (next ? 1 : 0);
  const headers: Record<string, string> = { [TOTAL_COUNT_HEADER]: String(total) };
  if (next) headers[NEXT_CURSOR_HEADER] = encodePageCursor([String(next.stage), next.id, next.value]);
  return new Reply(200, await adminUserRows(users), headers);
}
