import { List } from '@mantine/core';
import { CHECKLISTS, BOOKING_PAGE_MESSAGES as M } from '../messages';
import type { BookingSectionProps } from '../model/booking-section';
import { BookingSectionCard } from './booking-section-card';

/** A short list of what this side does before the crew arrives; only while the move is ahead. */
export function MoveDayChecklistSection({ booking, side }: BookingSectionProps) {
  if (side === 'admin' || booking.stage !== 'UPCOMING' || booking.awaiting_completion) return null;
  return (
    <BookingSectionCard title={M.checklistTitle} testId="move-day-checklist">
      <List spacing="xs">
        {CHECKLISTS[side].map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
    </BookingSectionCard>
  );
}
