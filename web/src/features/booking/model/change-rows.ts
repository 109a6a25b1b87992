import { bookedPriceText } from '@schemas/bookings';
import type { BookingState } from '@schemas/booking-changes';
import { ESTIMATE_TYPE_LABELS } from '@schemas/estimates';
import { diffLineText, type InventoryDiff } from '@schemas/inventory-change';
import { inventoryTotalsText } from '@web/components/inventory/inventory-totals';
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

const inventoryText = (state: BookingState) => {
  const inventory = state.terms.inventory;
  return inventory ? `Version ${inventory.version}: ${inventoryTotalsText(inventory)}` : 'None listed';
};

/**
 * The booking before and after a proposal, row by row, each row marked when it changes; the
 * inventory's row only where a booking has one or the proposal makes one.
 */
export function changeRows(before: BookingState, after: BookingState): ChangeRow[] {
  const rows = [
    { label: 'Move day', before: longDayLabel(before.move_day), after: longDayLabel(after.move_day) },
    { label: 'Arrival window', before: before.arrival_window.label, after: after.arrival_window.label },
    { label: 'Price', before: priceText(before), after: priceText(after) },
  ];
  if (before.terms.inventory || after.terms.inventory)
    rows.push({ label: 'Inventory', before: inventoryText(before), after: inventoryText(after) });
  return rows.map((row) => ({ ...row, changed: row.before !== row.after }));
}

/** 'added 2 × Kayak (15 cu ft each) in Garage; removed 4 × …': an item diff in one phrase. */
export function inventoryDiffText(diff: InventoryDiff | null | undefined): string {
  if (!diff) return '';
  return [
    ...diff.added.map((line) => `added ${diffLineText(line)}`),
    ...diff.removed.map((line) => `removed ${diffLineText(line)}`),
  ].join('; ');
}
