import * as z from 'zod';

/*
 * Paged lists (docs/security.md, Lists are paged): a list answers one page and where the next
 * one starts. An object answer carries it as `nextCursor`; an array answer (the spec names
 * arrays) in the x-next-cursor header, so the body stays the spec's array.
 */

export const CURSOR_INVALID = 'The cursor is not valid';

/** Where the next page starts: opaque to clients (base64url), passed back as ?cursor=. */
export const PageCursorSchema = z.string({ error: CURSOR_INVALID }).regex(/^[A-Za-z0-9_-]{1,700}$/, CURSOR_INVALID);

/** The header of an array answer naming the next page's cursor; absent on the last page. */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';
