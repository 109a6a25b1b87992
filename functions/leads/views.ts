import type { SavedLead, SearchLeadResult } from '@schemas/leads';
import type { MoveRequestItem } from '@functions/core/data/move-request/move-requests';
import { toCompanyView, type CustomerNames } from '@functions/move-requests';
import { findProfiles } from '@functions/core/data/user/users';
import { movesQuotedBy } from '@functions/core/data/quote/quotes';
import { movesSavedBy, type SavedLeadItem } from '@functions/core/data/saved/saved-leads';
import { paidLeadIds } from '@functions/core/data/lead-tokens/lead-tokens';

/**
 * Search results as the company sees them: toCompanyView without the booked option, so a
 * search never carries a customer's last name or e-mail (the quote views show a booking).
 * Four BatchGets (profiles, the company's quotes, saved leads and tokens), in parallel;
 * `requestedIds`: the moves whose customer asked this company ('Requested you').
 */
export async function toSearchResults(
  companyId: string,
  moves: MoveRequestItem[],
  requestedIds: ReadonlySet<string>,
): Promise<SearchLeadResult[]> {
  const ids = moves.map((m) => m.id);
  const [profiles, quoted, saved, paid] = await Promise.all([
    findProfiles(moves.map((m) => m.user_id)),
    movesQuotedBy(companyId, ids),
    movesSavedBy(companyId, ids),
    paidLeadIds(companyId, ids),
  ]);
  return moves.map((move) => ({
    ...toCompanyView(move, profiles.get(move.user_id) ?? null),
    has_token: paid.has(move.id),
    requested_by_customer: requestedIds.has(move.id),
    has_existing_quote: quoted.has(move.id),
    is_saved: saved.has(move.id),
  }));
}

/** A saved lead with its move as the company sees it (first name only; null once deleted). */
export function toSavedLeadView(
  saved: SavedLeadItem,
  move: MoveRequestItem | null,
  profile: CustomerNames | null,
): SavedLead {
  return {
    move_request_id: saved.move_request_id,
    moving_company_id: saved.moving_company_id,
    created_at: saved.created_at!,
    move_request: move ? toCompanyView(move, profile) : null,
  };
}
