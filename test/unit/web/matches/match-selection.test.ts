import { describe, expect, it } from 'vitest';
import { ApiError } from '@web/lib/api-error';
import {
  availableCountLabel,
  quoteStateLabel,
  requestErrorKind,
  selectionCountLabel,
  toggleSelection,
} from '@web/features/matches/model/match-selection';
import { freeDaysLabel, matchReasonLine } from '@web/features/matches/model/match-reason';

describe('matches rules', () => {
  it('counts companies in the spec words', () => {
    expect(availableCountLabel(1)).toBe('1 moving company available');
    expect(availableCountLabel(0)).toBe('0 moving companies available');
    expect(availableCountLabel(14)).toBe('14 moving companies available');
  });

  it("'Quote requested' only while the quote is QUOTE_REQUESTED, 'Quote received' after", () => {
    expect(quoteStateLabel(null)).toBeNull();
    expect(quoteStateLabel('QUOTE_REQUESTED')).toBe('Quote requested');
    for (const status of ['QUOTED', 'INVITED_TO_BOOK', 'BOOKED', 'CANCELLED'] as const) {
      expect(quoteStateLabel(status)).toBe('Quote received');
    }
  });

  it('checks and unchecks, and refuses a sixth company keeping the five', () => {
    let selected: string[] = [];
    for (const id of ['a', 'b', 'c', 'd', 'e']) {
      const result = toggleSelection(selected, id);
      expect(result.refused).toBe(false);
      selected = result.selected;
    }
    expect(selected).toEqual(['a', 'b', 'c', 'd', 'e']);
    const sixth = toggleSelection(selected, 'f');
    expect(sixth).toEqual({ selected: ['a', 'b', 'c', 'd', 'e'], refused: true });
    const unchecked = toggleSelection(selected, 'c');
    expect(unchecked).toEqual({ selected: ['a', 'b', 'd', 'e'], refused: false });
    expect(toggleSelection(unchecked.selected, 'f').selected).toEqual(['a', 'b', 'd', 'e', 'f']);
  });

  it('says how many are selected out of five', () => {
    expect(selectionCountLabel(0)).toBe('0 of 5 selected');
    expect(selectionCountLabel(3)).toBe('3 of 5 selected');
  });

  it("tells the 'No companies available' answer apart from any other failure", () => {
    expect(requestErrorKind(new ApiError(400, 'No companies available for quote requests.'))).toBe('no-companies');
    expect(requestErrorKind(new ApiError(500, 'Internal error'))).toBe('failed');
    expect(requestErrorKind(new ApiError(0, 'No response received from server.'))).toBe('failed');
  });
});

describe('the reason line', () => {
  const facts = { distance_miles: 12, free_days: ['2026-12-08', '2026-12-09', '2026-12-12'] };

  it("says '12 mi from you · free Dec 8, 9, 12': what only the ranking knows (response and reviews are trust facts)", () => {
    expect(matchReasonLine(facts)).toBe('12 mi from you · free Dec 8, 9, 12');
  });

  it('leaves out what is unknown and names a new month', () => {
    expect(matchReasonLine({ distance_miles: null, free_days: ['2026-12-31', '2027-01-02'] })).toBe(
      'free Dec 31, Jan 2',
    );
    expect(freeDaysLabel([])).toBe('');
    expect(matchReasonLine({ distance_miles: null, free_days: [] })).toBe('');
  });
});
