import { CURSOR_INVALID } from '@schemas/paging';
import type { LeadManagerPosition } from '@functions/core/data/lead-manager/lead-manager-page';
import { badRequest } from '@functions/platform/http/errors';
import { decodePageCursor, encodePageCursor } from '@functions/platform/http/page-cursor';

/** The lead manager's cursor: the last row's last interaction, move id and kind (its gsi4 sort key). */
export function encodeLeadPosition(position: LeadManagerPosition): string {
  return encodePageCursor([position.at, position.move_request_id, position.kind]);
}

export function decodeLeadPosition(cursor: string): LeadManagerPosition {
  const [at, move_request_id, kind] = decodePageCursor(cursor, 3);
  if (kind !== 'QUOTE' && kind !== 'SAVED') throw badRequest(CURSOR_INVALID);
  return { at, move_request_id, kind };
}
