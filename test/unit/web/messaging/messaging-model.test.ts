import { describe, expect, it } from 'vitest';
import { dayLabel, groupByDay, parseTimestamp } from '@web/features/messaging/model/day-label';
import {
  canZoomIn,
  canZoomOut,
  INITIAL_VIEW,
  rotate,
  zoomIn,
  zoomOut,
  type ImageView,
} from '@web/features/messaging/model/image-view';
import {
  counterpartName,
  counterpartPlace,
  sendableText,
  showsUnread,
} from '@web/features/messaging/model/conversation-display';
import { conversation } from './messaging-fixtures';

const local = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h);
const NOW = local(2026, 11, 24, 10); // a Tuesday

describe('day chips', () => {
  it('says Today, Yesterday, the weekday within 7 days, else month and day', () => {
    expect(dayLabel(local(2026, 11, 24, 1), NOW)).toBe('Today');
    expect(dayLabel(local(2026, 11, 23, 23), NOW)).toBe('Yesterday');
    expect(dayLabel(local(2026, 11, 21), NOW)).toBe('Saturday');
    expect(dayLabel(local(2026, 11, 18), NOW)).toBe('Wednesday');
    expect(dayLabel(local(2026, 11, 17), NOW)).toBe('November 17');
    expect(dayLabel(local(2026, 1, 2), NOW)).toBe('January 2');
  });

  it('reads a timestamp without a zone as UTC', () => {
    expect(parseTimestamp('2026-11-20 15:00:00').toISOString()).toBe('2026-11-20T15:00:00.000Z');
    expect(parseTimestamp('2026-11-20T15:00:00').toISOString()).toBe('2026-11-20T15:00:00.000Z');
    expect(parseTimestamp('2026-11-20T15:00:00+02:00').toISOString()).toBe('2026-11-20T13:00:00.000Z');
    expect(parseTimestamp('2026-11-20T15:00:00.000Z').toISOString()).toBe('2026-11-20T15:00:00.000Z');
  });

  it('groups messages (oldest first) under one chip per local day', () => {
    const at = (date: Date) => ({ created_at: date.toISOString() });
    const groups = groupByDay(
      [at(local(2026, 11, 17, 9)), at(local(2026, 11, 23, 9)), at(local(2026, 11, 23, 18)), at(local(2026, 11, 24, 8))],
      NOW,
    );
    expect(groups.map((group) => [group.label, group.items.length])).toEqual([
      ['November 17', 1],
      ['Yesterday', 2],
      ['Today', 1],
    ]);
  });
});

describe('image preview zoom and rotation', () => {
  const repeat = (step: (view: ImageView) => ImageView, times: number) =>
    Array.from({ length: times }).reduce<ImageView>((view) => step(view), INITIAL_VIEW);

  it('zooms in steps of 0.1 between 0.5 and 1.5', () => {
    expect(zoomIn(INITIAL_VIEW).zoom).toBe(1.1);
    expect(zoomOut(INITIAL_VIEW).zoom).toBe(0.9);
    expect(repeat(zoomIn, 20).zoom).toBe(1.5);
    expect(repeat(zoomOut, 20).zoom).toBe(0.5);
    expect(canZoomIn(repeat(zoomIn, 5))).toBe(false);
    expect(canZoomOut(repeat(zoomOut, 5))).toBe(false);
    expect(canZoomIn(INITIAL_VIEW) && canZoomOut(INITIAL_VIEW)).toBe(true);
  });

  it('rotates by 90 degrees and comes round', () => {
    expect([1, 2, 3, 4].map((times) => repeat(rotate, times).rotation)).toEqual([90, 180, 270, 0]);
  });
});

describe('what each side sees', () => {
  it('the customer sees the company and its city; the company the customer and the from-city', () => {
    const c = conversation();
    expect([counterpartName(c, 'customer'), counterpartPlace(c, 'customer')]).toEqual([
      'Tar Heel Moving Co.',
      'Raleigh, NC',
    ]);
    expect([counterpartName(c, 'company'), counterpartPlace(c, 'company')]).toEqual(['Casey', 'Durham, NC']);
  });

  it("tells the company's two customers of one first name apart by the move's route and month", () => {
    const move = (to: string, start: string) => ({
      id: `move-${to}`,
      from_location: { city: 'Raleigh', state: 'NC' },
      to_location: { city: to, state: 'SC' },
      date_range_start: start,
    });
    const first = conversation({ move_request: move('Charleston', '2026-12-07') });
    const second = conversation({ move_request: move('Greenville', '2027-01-15') });
    const label = (c: typeof first, side: 'company' | 'customer') =>
      `${counterpartName(c, side)} · ${counterpartPlace(c, side)}`;
    expect(label(first, 'company')).toBe('Casey · Raleigh → Charleston · Dec');
    expect(label(second, 'company')).toBe('Casey · Raleigh → Greenville · Jan');
    // The customer side keeps the company's name and city.
    expect(label(first, 'customer')).toBe('Tar Heel Moving Co. · Raleigh, NC');
  });

  it('highlights an unread conversation unless it is the open one', () => {
    expect(showsUnread(conversation({ unread: true }), null)).toBe(true);
    expect(showsUnread(conversation({ unread: true }), 'conv-1')).toBe(false);
    expect(showsUnread(conversation({ unread: false }), null)).toBe(false);
  });

  it('sends text only when something is left after trimming', () => {
    expect(sendableText('   \n ')).toBeNull();
    expect(sendableText('  hi \n')).toBe('hi');
  });
});
