import { CURSOR_INVALID } from '@schemas/paging';
import { badRequest } from './errors';

/*
 * The one cursor encoding of every paged list: the key parts of the page's last item (a list's
 * sort position), as a JSON array in base64url so it travels as a query parameter unchanged.
 * Decoding accepts only what this server hands out (that many non-empty strings); anything else
 * is a 400 'The cursor is not valid' before a read is made.
 */

export function encodePageCursor(parts: readonly string[]): string {
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

export function decodePageCursor(cursor: string, partCount: number): string[] {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(CURSOR_INVALID);
  }
  const parts = Array.isArray(decoded) ? (decoded as unknown[]) : [];
  if (
    parts.length !== partCount ||
    !parts.every((part) => typeof part === 'string' && part.length > 0 && part.length <= 300)
  ) {
    throw badRequest(CURSOR_INVALID);
  }
  return parts as string[];
}
