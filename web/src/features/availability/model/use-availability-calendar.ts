import { useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AvailabilityDay } from '@schemas/availability';
import { isPaymentRequired } from '@web/lib/api-error';
import { todayIso } from '@web/lib/calendar/calendar-dates';
import { monthOf, shiftMonth, type MonthRef } from '@web/lib/calendar/month-grid';
import { queryKeys } from '@web/lib/query-keys';
import { notify } from '@web/lib/notify';
import { useAvailability } from '../api/get-availability';
import { useBookedDays } from '../api/booked-days';
import { usePublishAvailability } from '../api/publish-availability';
import { AVAILABILITY_MESSAGES } from '../messages';
import { mondayFirstGrid, monthKey } from './availability-grid';
import type { BookedMark } from './booked-days';
import { applyPublished, pendingChanges, type DayMap } from './calendar-edits';
import { useCalendarEdits } from './use-calendar-edits';

/** No booked day on the page (yet). */
const NO_BOOKINGS: Record<string, BookedMark> = {};

export type CalendarDialog =
  'confirm-publish' | 'confirm-discard' | 'published' | 'publish-first' | 'subscription' | null;

/**
 * The availability calendar's state (spec sections 2 and 4): the shown month page and its
 * saved days (server), the pending edits and selection (page), and which dialog is open.
 * `companyId` null: nothing loads and nothing can be edited.
 */
export function useAvailabilityCalendar(companyId: string | null, editable: boolean) {
  const today = todayIso();
  const [month, setMonth] = useState<MonthRef>(() => monthOf(today));
  const [dialog, setDialog] = useState<CalendarDialog>(null);

  const grid = useMemo(() => mondayFirstGrid(month), [month]);
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
    () => (canEdit ? grid.filter((cell) => cell.inMonth && cell.iso >= today).map((cell) => cell.iso) : []),
    [canEdit, grid, today],
  );
  const edits = useCalendarEdits(saved, selectable);
  const { pending, hasUnsaved } = edits;

  useEffect(() => {
    if (!availability.isError) return;
    if (isPaymentRequired(availability.error)) setDialog('subscription');
    else notify.failure(AVAILABILITY_MESSAGES.loadFailed);
  }, [availability.isError, availability.error]);

  function changeMonth(by: number) {
    if (hasUnsaved) {
      setDialog('publish-first');
      return;
    }
    edits.clearSelection();
    setMonth((current) => shiftMonth(current, by));
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
    month,
    isCurrentMonth: monthKey(month) <= monthKey(monthOf(today)),
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
    changeMonth,
    pick: edits.pick,
    mark: edits.mark,
    clearSelection: edits.clearSelection,
    revert,
    confirmPublish,
  };
}

export type AvailabilityCalendarState = ReturnType<typeof useAvailabilityCalendar>;
