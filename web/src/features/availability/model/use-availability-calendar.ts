import { useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AvailabilityDay } from '@schemas/availability';
import { isPaymentRequired } from '@web/lib/api-error';
import { todayIso, type IsoDate } from '@web/lib/calendar/calendar-dates';
import { monthOf, shiftMonth, type MonthRef } from '@web/lib/calendar/month-grid';
import { queryKeys } from '@web/lib/query-keys';
import { notify } from '@web/lib/notify';
import { useAvailability } from '../api/get-availability';
import { usePublishAvailability } from '../api/publish-availability';
import { AVAILABILITY_MESSAGES } from '../messages';
import { mondayFirstGrid, monthKey } from './availability-grid';
import {
  applyClick,
  applyPublished,
  clickMode,
  EMPTY_SELECTION,
  markDays,
  pendingChanges,
  type DayMap,
  type Selection,
} from './calendar-edits';

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
  const [pending, setPending] = useState<DayMap>({});
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const [multiSelect, setMultiSelect] = useState(false);
  const [dialog, setDialog] = useState<CalendarDialog>(null);

  const grid = useMemo(() => mondayFirstGrid(month), [month]);
  const start = grid[0].iso;
  const end = grid[grid.length - 1].iso;
  const availability = useAvailability(companyId, start, end);
  const queryClient = useQueryClient();
  const publish = usePublishAvailability(companyId ?? '');

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
  const hasUnsaved = Object.keys(pending).length > 0;

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
    setSelection(EMPTY_SELECTION);
    setMonth((current) => shiftMonth(current, by));
  }

  function pick(day: IsoDate, event: { shiftKey: boolean; ctrlKey: boolean; metaKey: boolean }) {
    if (!selectable.includes(day)) return;
    setSelection((current) => applyClick(current, day, clickMode(event, multiSelect), selectable));
  }

  function mark(available: boolean) {
    setPending((current) => markDays(selection.days, available, saved, current));
    setSelection(EMPTY_SELECTION);
  }

  function revert() {
    setPending({});
    setSelection(EMPTY_SELECTION);
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
        setPending({});
        setSelection(EMPTY_SELECTION);
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
    selection,
    selectable,
    hasUnsaved,
    canEdit,
    loading: companyId !== null && !loaded && !availability.isError,
    multiSelect,
    setMultiSelect,
    dialog,
    setDialog,
    publishing: publish.isPending,
    changeMonth,
    pick,
    mark,
    clearSelection: () => setSelection(EMPTY_SELECTION),
    revert,
    confirmPublish,
  };
}

export type AvailabilityCalendarState = ReturnType<typeof useAvailabilityCalendar>;
