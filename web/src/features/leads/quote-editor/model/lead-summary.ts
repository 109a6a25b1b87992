import type { MoveRequest } from '@schemas/move-requests';
import { formatDateRange } from '@web/lib/calendar/calendar-dates';

/** 'For Jordan · Raleigh, NC → Charlotte, NC · Dec 14 – Dec 16, 2026'. */
export function leadSummary(lead: MoveRequest): string {
  const place = (location: MoveRequest['move_request_from']) => `${location.city}, ${location.state}`;
  const who = lead.user?.firstName.trim();
  const route = `${place(lead.move_request_from)} → ${place(lead.move_request_to)}`;
  const dates = formatDateRange(lead.date_range_start, lead.date_range_end);
  return [who ? `For ${who}` : null, route, dates].filter(Boolean).join(' · ');
}
