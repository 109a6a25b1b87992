import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { MarkMoveRequestInvalidBodySchema } from '@schemas/admin';
import type { z } from 'zod';

/* The admin's 'Mark invalid' dialog: the reason, by the route's own rules. */

export type InvalidMoveRequestFormValues = z.output<typeof MarkMoveRequestInvalidBodySchema>;

export const EMPTY_INVALID_MOVE_REQUEST: InvalidMoveRequestFormValues = { reason: '' };

export const invalidMoveRequestResolver = zodResolver(
  MarkMoveRequestInvalidBodySchema,
) as unknown as Resolver<InvalidMoveRequestFormValues>;

/** 'Mar 1 – Mar 4, 2027', 'Mar 1, 2027' for one day (calendar days, never moved by a time zone). */
export function moveDatesText(start: string, end: string): string {
  const day = (iso: string, withYear: boolean) =>
    new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      ...(withYear ? { year: 'numeric' } : {}),
      timeZone: 'UTC',
    });
  if (start === end) return day(start, true);
  return `${day(start, start.slice(0, 4) !== end.slice(0, 4))} – ${day(end, true)}`;
}
