import { bookedPriceText } from '@schemas/bookings';
import type { BookingState } from '@schemas/booking-changes';
import { ESTIMATE_TYPE_LABELS } from '@schemas/estimates';
import { longDayLabel } from '@web/lib/calendar/calendar-dates';

export interface ChangeRow {
  label: string;
  before: string;
  after: string;
  changed: boolean;
}

const priceText = (state: BookingState) => {
  const type = state.terms.estimate ? ESTIMATE_TYPE_LABELS[state.terms.estimate.type] : 'price only';
  return `${bookedPriceText(state.terms)} (${type.toLowerCase()})`;
};

/** The booking before and after a proposal, row by row, each row marked when it changes. */
export function changeRows(before: BookingState, after: BookingState): ChangeRow[] {
  const rows = [
    { label: 'Move day', before: longDayLabel(before.move_day), after: longDayLabel(after.move_day) },
    { label: 'Arrival window', before: before.arrival_window.label, after: after.arrival_window.label },
    { label: 'Price', before: priceText(before), after: priceText(after) },
  ];
  return rows.map((row) => ({ ...row, changed: row.before !== row.after }));
}
