// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import {
  changedParts,
  createBody,
  EMPTY_DRAFT,
  formatPlace,
  incompleteSections,
} from '@web/features/move-request/model/move-request-draft';
import { charleston, raleigh, savedMoveRequest } from '../support/fixtures';

describe('completeness check', () => {
  it('an empty draft misses dates, From and To (notes and packing are optional)', () => {
    expect(incompleteSections(EMPTY_DRAFT)).toEqual(['dates', 'from', 'to']);
    expect(createBody(EMPTY_DRAFT)).toBeNull();
  });

  it('a complete draft gives the POST body', () => {
    const draft = {
      ...EMPTY_DRAFT,
      start_date: '2026-12-06',
      end_date: '2026-12-06',
      from_location: raleigh(),
      to_location: charleston(),
      special_considerations: '  piano  ',
      is_packing_required: true,
    };
    expect(incompleteSections(draft)).toEqual([]);
    expect(createBody(draft)).toEqual({
      start_date: '2026-12-06',
      end_date: '2026-12-06',
      from_location: raleigh(),
      to_location: charleston(),
      special_considerations: 'piano',
      is_packing_required: true,
      // 'Only the companies I choose' is on for a new request unless the customer turns it off.
      only_chosen_companies: true,
    });
  });

  it('a draft with only a From location still misses dates and To', () => {
    expect(incompleteSections({ ...EMPTY_DRAFT, from_location: raleigh() })).toEqual(['dates', 'to']);
  });
});

describe('changedParts: the PUT body carries only what changed', () => {
  const saved = savedMoveRequest();

  it('nothing changed: null (no request)', () => {
    expect(changedParts(saved, { is_packing_required: false })).toBeNull();
    expect(changedParts(saved, { start_date: '2026-12-06', end_date: '2026-12-09' })).toBeNull();
    expect(changedParts(saved, { from_location: raleigh() })).toBeNull();
    expect(changedParts(saved, { special_considerations: ' A piano ' })).toBeNull();
  });

  it('packing alone', () => {
    expect(changedParts(saved, { is_packing_required: true })).toEqual({ is_packing_required: true });
  });

  it('only the date that moved', () => {
    expect(changedParts(saved, { start_date: '2026-12-06', end_date: '2026-12-12' })).toEqual({
      end_date: '2026-12-12',
    });
  });

  it('a changed location goes whole, with its saved id', () => {
    expect(changedParts(saved, { to_location: charleston({ count_bedrooms: 3 }) })).toEqual({
      to_location: { ...charleston({ count_bedrooms: 3 }), id: 'loc-to' },
    });
  });

  it('notes are trimmed', () => {
    expect(changedParts(saved, { special_considerations: ' A piano and a safe ' })).toEqual({
      special_considerations: 'A piano and a safe',
    });
  });

  it('formats a place like Raleigh, NC 27601', () => {
    expect(formatPlace(raleigh())).toBe('Raleigh, NC 27601');
  });
});
