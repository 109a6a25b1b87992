import type { ListingPosition } from '@functions/core/data/company-match-listing';
import { badRequest } from '@functions/core/http/errors';

/*
 * The matches page cursor: the listing position of the page's last company (its name in lower
 * case and its id), base64url so it travels as a query parameter unchanged.
 */

const INVALID = 'The cursor is not valid';

export function encodeMatchesCursor(position: ListingPosition): string {
  return Buffer.from(JSON.stringify([position.match_name, position.id])).toString('base64url');
}

/** The position a cursor names; 400 for anything this server did not hand out. */
export function decodeMatchesCursor(cursor: string): ListingPosition {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(INVALID);
  }
  const parts = Array.isArray(decoded) ? (decoded as unknown[]) : [];
  const [match_name, id] = parts;
  if (parts.length !== 2 || typeof match_name !== 'string' || typeof id !== 'string' || !match_name || !id) throw badRequest(INVALID);
  return { match_name, id };
}
