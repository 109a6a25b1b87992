import { describe, expect, it } from 'vitest';
import { reminderStillAhead } from '@functions/notifications/booking-email-content';
import { carolinasTime } from '@functions/platform/carolinas-time';

/* A booking's confirmation promises the 72-hour reminder only when the reminder is still ahead. */

const HOUR = 3_600_000;
const bookedAt = (moveDay: string, hoursBefore: number) =>
  new Date(carolinasTime(moveDay, 0).getTime() - hoursBefore * HOUR).toISOString();

describe('reminderStillAhead', () => {
  it('is true for a booking made more than 72 hours before the move day starts', () => {
    expect(reminderStillAhead({ move_day: '2027-03-10', booked_at: bookedAt('2027-03-10', 73) })).toBe(true);
    expect(reminderStillAhead({ move_day: '2027-03-10', booked_at: bookedAt('2027-03-10', 30 * 24) })).toBe(true);
  });

  it('is false inside the 72 hours: the reminder goes out within the hour, so none is promised', () => {
    expect(reminderStillAhead({ move_day: '2027-03-10', booked_at: bookedAt('2027-03-10', 72) })).toBe(false);
    expect(reminderStillAhead({ move_day: '2027-03-10', booked_at: bookedAt('2027-03-10', 10) })).toBe(false);
  });
});
