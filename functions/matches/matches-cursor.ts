import type { ListingPosition } from '@functions/core/data/company/company-match-listing';
import { decodePageCursor, encodePageCursor } from '@functions/platform/http/page-cursor';

/* The matches page cursor: the listing position of the page's last company (its name in lower case and its id). */

export function encodeMatchesCursor(position: ListingPosition): string {
  return encodePageCursor([position.match_name, position.id]);
}

/** The position a cursor names; 400 for anything this server did not hand out. */
export function decodeMatchesCursor(cursor: string): ListingPosition {
  const [match_name, id] = decodePageCursor(cursor, 2);
  return { match_name, id };
}
