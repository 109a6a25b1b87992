import { useState } from 'react';
import type { IsoDate } from '@web/lib/calendar/calendar-dates';
import { applyClick, clickMode, EMPTY_SELECTION, markDays, type DayMap, type Selection } from './calendar-edits';

/**
 * The calendar's unpublished edits and the day selection (spec section 4): picking days among
 * the `selectable` ones, marking them available or not against the `saved` state, reverting.
 * Edits are kept by date, so they outlive a change of page until published or discarded.
 */
export function useCalendarEdits(saved: DayMap, selectable: readonly IsoDate[]) {
  const [pending, setPending] = useState<DayMap>({});
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const [multiSelect, setMultiSelect] = useState(false);

  function pick(day: IsoDate, event: { shiftKey: boolean; ctrlKey: boolean; metaKey: boolean }) {
    if (!selectable.includes(day)) return;
    setSelection((current) => applyClick(current, day, clickMode(event, multiSelect), selectable));
  }

  function mark(available: boolean) {
    setPending((current) => markDays(selection.days, available, saved, current));
    setSelection(EMPTY_SELECTION);
  }

  /** Marks days outside the shown page too (a weekly rule), against their own saved state. */
  function markDaysOf(days: readonly IsoDate[], available: boolean, savedForDays: DayMap) {
    setPending((current) => markDays(days, available, savedForDays, current));
  }

  /** Drops every edit and the selection (after a publish, or to discard). */
  function clear() {
    setPending({});
    setSelection(EMPTY_SELECTION);
  }

  return {
    pending,
    selection,
    hasUnsaved: Object.keys(pending).length > 0,
    multiSelect,
    setMultiSelect,
    pick,
    mark,
    markDaysOf,
    clear,
    clearSelection: () => setSelection(EMPTY_SELECTION),
  };
}
