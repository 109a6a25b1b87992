import type { SearchLeadResult } from '@schemas/leads';
import { charleston, raleigh, savedMoveRequest } from '../support/fixtures';

/** A lead of the /find-leads search for page tests: Avery's Raleigh → Charleston move, not paid, saved or quoted. */
export function searchLead(id: string, overrides: Partial<SearchLeadResult> = {}): SearchLeadResult {
  return {
    ...savedMoveRequest({
      id,
      move_request_from: { ...raleigh(), id: `${id}-from`, square_feet: 1200 },
      move_request_to: { ...charleston(), id: `${id}-to` },
      user: { firstName: 'Avery', lastName: null, email: null },
    }),
    has_token: false,
    requested_by_customer: false,
    has_existing_quote: false,
    is_saved: false,
    ...overrides,
  };
}
