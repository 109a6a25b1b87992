/*
 * The day chips of a thread (spec section 2): Today, Yesterday, the weekday within the last
 * 7 days, else month and day. Times show in the local zone; a timestamp without a zone is UTC
 * (spec section 9).
 */

const HAS_ZONE = /(Z|[+-]\d{2}:?\d{2})$/i;

/** Parses an API timestamp, reading one without a zone as UTC. */
export function parseTimestamp(value: string): Date {
  const text = value.includes('T') || !value.includes(' ') ? value : value.replace(' ', 'T');
  return new Date(HAS_ZONE.test(text) ? text : `${text}Z`);
}

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());
const DAY_MS = 86_400_000;

/** Whole local calendar days from `date` to `now` (0 today, 1 yesterday). */
function daysAgo(date: Date, now: Date): number {
  return Math.round((startOfDay(now).getTime() - startOfDay(date).getTime()) / DAY_MS);
}

export function dayLabel(date: Date, now: Date = new Date()): string {
  const days = daysAgo(date, now);
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days > 1 && days < 7) return date.toLocaleDateString('en-US', { weekday: 'long' });
  return date.toLocaleDateString('en-US', { month: 'long', day: 'numeric' });
}

/** A local-day key ('2026-11-24') to group messages under one chip. */
export function dayKey(date: Date): string {
  return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
}

export interface DayGroup<T> {
  key: string;
  label: string;
  items: T[];
}

/** Messages (oldest first) grouped by local calendar day, each group with its chip label. */
export function groupByDay<T extends { created_at: string }>(items: T[], now: Date = new Date()): Array<DayGroup<T>> {
  const groups: Array<DayGroup<T>> = [];
  for (const item of items) {
    const date = parseTimestamp(item.created_at);
    const key = dayKey(date);
    const last = groups.at(-1);
    if (last?.key === key) last.items.push(item);
    else groups.push({ key, label: dayLabel(date, now), items: [item] });
  }
  return groups;
}

/** The time of a message ('3:05 PM'). */
export function timeLabel(value: string): string {
  return parseTimestamp(value).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
}
