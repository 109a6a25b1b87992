import { CURSOR_INVALID } from '@schemas/paging';
import { decodePageCursor, encodePageCursor } from '@functions/platform/http/page-cursor';
import { badRequest } from '@functions/platform/http/errors';
import type { RankPosition } from './ranking-score';

/* The matches page cursor: the rank position of the page's last company (its score, lower-case name and id). */

export function encodeMatchesCursor(position: RankPosition): string {
  return encodePageCursor([position.score.toFixed(6), position.name, position.id]);
}

/** The position a cursor names; 400 for anything this server did not hand out. */
export function decodeMatchesCursor(cursor: string): RankPosition {
  const [score, name, id] = decodePageCursor(cursor, 3);
  const value = Number(score);
  if (!/^\d+\.\d{6}$/.test(score) || !Number.isFinite(value)) throw badRequest(CURSOR_INVALID);
  return { score: value, name, id };
}
