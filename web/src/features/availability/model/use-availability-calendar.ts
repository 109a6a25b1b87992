import { useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MAX_AVAILABILITY_DAYS_AHEAD, type AvailabilityDay } from '@schemas/availability';
import { CALENDAR } from '@schemas/constants';
import { isPaymentRequired } from '@web/lib/api-error';
import { addDays, todayIso } from '@web/lib/calendar/calendar-dates';
import { queryKeys } from '@web/lib/query-keys';
import { notify } from '@web/lib/notify';
import { getAvailabilityQueryOptions, useAvailability } from '../api/get-availability';
import { useBookedDays } from '../api/booked-days';
import { usePublishAvailability } from '../api/publish-availability';
import { AVAILABILITY_MESSAGES } from '../messages';
import { calendarPage, mondayOnOrBefore, pageHeading } from './availability-grid';
import type { BookedMark } from './booked-days';
import { applyPublished, pendingChanges, type DayMap } from './calendar-edits';
import { useCalendarEdits } from './use-calendar-edits';
import { weeklyRuleDays, type WeeklyRule } from './weekly-rules';

/** No booked day on the page (yet). */
const NO_BOOKINGS: Record<string, BookedMark> = {};

export type CalendarDialog = 'confirm-publish' | 'confirm-discard' | 'published' | 'subscription' | null;

/**
 * The availability calendar's state (spec sections 2 and 4): the shown six-week page and its
 * saved days (server), the pending edits (kept across pages until published or discarded) and
 * the selection (this page), and which dialog is open.
 * `companyId` null: nothing loads and nothing can be edited.
 */
export function useAvailabilityCalendar(companyId: string | null, editable: boolean) {
  const today = todayIso();
  const firstPage = mondayOnOrBefore(today);
  const lastOpenDay = addDays(today, MAX_AVAILABILITY_DAYS_AHEAD);
  const [pageStart, setPageStart] = useState(firstPage);
  const [dialog, setDialog] = useState<CalendarDialog>(null);

  const grid = useMemo(() => calendarPage(pageStart), [pageStart]);
  const start = grid[0].iso;
  const end = grid[grid.length - 1].iso;
  const availability = useAvailability(companyId, start, end);
  const queryClient = useQueryClient();
  const publish = usePublishAvailability(companyId ?? '');
  const booked = useBookedDays(companyId, start, end);

  const saved: DayMap = useMemo(
    () =>
      Object.fromEntries(
        (availability.isPlaceholderData ? [] : (availability.data ?? [])).map((d) => [d.date, d.is_available]),
      ),
    [availability.data, availability.isPlaceholderData],
  );
  const loaded = availability.isSuccess && !availability.isPlaceholderData;
  const canEdit = editable && companyId !== null && loaded;
  const selectable = useMemo(
    () => (canEdit ? grid.filter((cell) => cell.iso >= today && cell.iso <= lastOpenDay).map((cell) => cell.iso) : []),
    [canEdit, grid, today, lastOpenDay],
  );
  const edits = useCalendarEdits(saved, selectable);
  const { pending, hasUnsaved } = edits;

  useEffect(() => {
    if (!availability.isError) return;
    if (isPaymentRequired(availability.error)) setDialog('subscription');
    else notify.failure(AVAILABILITY_MESSAGES.loadFailed);
  }, [availability.isError, availability.error]);

  /** Six weeks on or back; unpublished edits stay (they are kept by date), the selection does not. */
  function changePage(by: number) {
    edits.clearSelection();
    setPageStart((current) => addDays(current, by * CALENDAR.cells));
  }

  /**
   * Marks the rule's days against their saved state, read for the rule's period (days on other
   * pages included), and answers how many days changed.
   */
  async function applyWeeklyRule(rule: WeeklyRule): Promise<number> {
    const days = weeklyRuleDays(rule).filter((day) => day >= today && day <= lastOpenDay);
    if (!companyId || days.length === 0) return 0;
    const stored = await queryClient.fetchQuery(getAvailabilityQueryOptions(companyId, days[0], days[days.length - 1]));
    const savedForDays: DayMap = Object.fromEntries(stored.map((d) => [d.date, d.is_available]));
    const changed = days.filter((day) => (pending[day] ?? savedForDays[day] ?? false) !== rule.available).length;
    edits.markDaysOf(days, rule.available, savedForDays);
    return changed;
  }

  function revert() {
    edits.clear();
    setDialog(null);
  }

  function confirmPublish() {
    const changes = pendingChanges(pending);
    publish.mutate(changes, {
      onSuccess: () => {
        // Publishing applies the edits to the saved state locally (spec section 4).
        queryClient.setQueryData<AvailabilityDay[]>(queryKeys.availabilityPage(companyId!, start, end), (days) =>
          days ? applyPublished(days, pending) : days,
        );
        edits.clear();
        setDialog('published');
      },
      onError: (error) => {
        if (isPaymentRequired(error)) setDialog('subscription');
        else {
          setDialog(null);
          notify.failure(AVAILABILITY_MESSAGES.publishFailed);
        }
      },
    });
  }

  return {
    today,
    heading: pageHeading(pageStart),
    isFirstPage: pageStart <= firstPage,
    grid,
    saved,
    pending,
    selection: edits.selection,
    selectable,
    hasUnsaved,
    canEdit,
    booked: booked.data ?? NO_BOOKINGS,
    loading: companyId !== null && !loaded && !availability.isError,
    multiSelect: edits.multiSelect,
    setMultiSelect: edits.setMultiSelect,
    dialog,
    setDialog,
    publishing: publish.isPending,
    changePage,
    applyWeeklyRule,
    pick: edits.pick,
    mark: edits.mark,
    clearSelection: edits.clearSelection,
    revert,
    confirmPublish,
  };
}

export type AvailabilityCalendarState = ReturnType<typeof useAvailabilityCalendar>;
