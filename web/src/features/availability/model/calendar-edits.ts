import type { IsoDate } from '@web/lib/calendar/calendar-dates';

/*
 * The calendar's editing rules, as pure functions over plain data (unit-tested): selection by
 * click, Ctrl/Cmd-click and Shift-click; marking the selection; the pending edits to publish.
 */

/** Saved or pending availability by date; a date missing from both is unavailable. */
export type DayMap = Readonly<Record<IsoDate, boolean>>;

export interface Selection {
  days: readonly IsoDate[];
  /** Where a Shift-click range starts: the last day clicked without Shift. */
  anchor: IsoDate | null;
}

export const EMPTY_SELECTION: Selection = { days: [], anchor: null };

export type ClickMode = 'select' | 'toggle' | 'range';

/** Which rule a click follows: Shift extends, Ctrl or Cmd toggles, a plain click selects. */
export function clickMode(
  event: { shiftKey: boolean; ctrlKey: boolean; metaKey: boolean },
  multiSelect = false,
): ClickMode {
  if (event.shiftKey) return 'range';
  if (event.ctrlKey || event.metaKey || multiSelect) return 'toggle';
  return 'select';
}

/**
 * The selection after a click on `day`. `selectable` is the page's editable days in order:
 * a range covers the selectable days between the anchor and the day (both included).
 */
export function applyClick(
  selection: Selection,
  day: IsoDate,
  mode: ClickMode,
  selectable: readonly IsoDate[],
): Selection {
  if (mode === 'toggle') {
    const days = selection.days.includes(day) ? selection.days.filter((d) => d !== day) : [...selection.days, day];
    return { days, anchor: day };
  }
  if (mode === 'range' && selection.anchor) {
    const [from, to] = selection.anchor <= day ? [selection.anchor, day] : [day, selection.anchor];
    return { days: selectable.filter((d) => d >= from && d <= to), anchor: selection.anchor };
  }
  return { days: [day], anchor: day };
}

export function isAvailable(day: IsoDate, saved: DayMap, pending: DayMap): boolean {
  return pending[day] ?? saved[day] ?? false;
}

/**
 * Pending edits after marking `days` available or not: a day back at its saved value is no
 * longer an edit, so undoing by hand clears 'Unsaved changes'.
 */
export function markDays(days: readonly IsoDate[], available: boolean, saved: DayMap, pending: DayMap): DayMap {
  const next: Record<IsoDate, boolean> = { ...pending };
  for (const day of days) {
    if ((saved[day] ?? false) === available) delete next[day];
    else next[day] = available;
  }
  return next;
}

/** The publish payload's changes, in date order. */
export function pendingChanges(pending: DayMap): Array<{ date: IsoDate; is_available: boolean }> {
  return Object.keys(pending)
    .sort()
    .map((date) => ({ date, is_available: pending[date] }));
}

/** The saved state once the pending edits are published (spec section 4: applied locally). */
export function applyPublished<T extends { date: IsoDate; is_available: boolean }>(
  saved: readonly T[],
  pending: DayMap,
): T[] {
  return saved.map((day) => (day.date in pending ? { ...day, is_available: pending[day.date] } : day));
}
