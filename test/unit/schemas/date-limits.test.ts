import { describe, expect, it } from 'vitest';
import { CreateMoveRequestBodySchema, UpdateMoveRequestBodySchema } from '@schemas/move-requests';
import { SearchMoveRequestsBodySchema } from '@schemas/leads';
import { DATE_LIMIT_MESSAGES, daysInclusive, latestAllowedDate, MAX_DATE_RANGE_DAYS } from '@schemas/date-limits';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const location = {
  address: '1 Main St',
  city: 'Durham',
  state: 'NC',
  zip: '27701',
  square_feet: null,
  count_bedrooms: 1,
  is_elevator_required: false,
  is_stairs_required: false,
  unit_level_start: 0,
  unit_level_count: 1,
};
const move = (start: string, end: string) => ({
  from_location: location,
  to_location: location,
  start_date: start,
  end_date: end,
  is_packing_required: false,
});
const messages = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('date limits in the contract', () => {
  it('caps a move range at two years (731 days inclusive)', () => {
    expect(daysInclusive(day(1), day(1 + MAX_DATE_RANGE_DAYS - 1))).toBe(731);
    expect(CreateMoveRequestBodySchema.safeParse(move(day(1), day(731))).success).toBe(true);
    expect(messages(CreateMoveRequestBodySchema.safeParse(move(day(1), day(732))))).toEqual([
      DATE_LIMIT_MESSAGES.moveRangeTooLong,
    ]);
    expect(messages(UpdateMoveRequestBodySchema.safeParse({ start_date: day(1), end_date: day(900) }))).toEqual([
      DATE_LIMIT_MESSAGES.moveRangeTooLong,
    ]);
  });

  it('refuses a date more than ten years ahead, such as 9999-12-31', () => {
    expect(messages(CreateMoveRequestBodySchema.safeParse(move('9999-12-30', '9999-12-31')))).toContain(
      DATE_LIMIT_MESSAGES.tooFarAhead,
    );
    expect(messages(UpdateMoveRequestBodySchema.safeParse({ end_date: '9999-12-31' }))).toEqual([
      DATE_LIMIT_MESSAGES.tooFarAhead,
    ]);
    expect(UpdateMoveRequestBodySchema.safeParse({ end_date: latestAllowedDate() }).success).toBe(true);
  });

  it('caps a lead search window at two years', () => {
    expect(SearchMoveRequestsBodySchema.safeParse({ startDate: day(1), endDate: day(731) }).success).toBe(true);
    expect(messages(SearchMoveRequestsBodySchema.safeParse({ startDate: day(1), endDate: day(732) }))).toEqual([
      DATE_LIMIT_MESSAGES.searchWindowTooLong,
    ]);
    expect(messages(SearchMoveRequestsBodySchema.safeParse({ startDate: day(1), endDate: '9999-12-31' }))).toContain(
      DATE_LIMIT_MESSAGES.tooFarAhead,
    );
  });
});
