import type { MarketplaceStats, MarketplaceWindow } from '@schemas/admin';

/* The operations section's rows: one per figure, its value for 7 and 30 days (docs/admin.md). */

export interface StatRow {
  label: string;
  last7: string;
  last30: string;
}

const FIGURES: Array<{ key: Exclude<keyof MarketplaceWindow, 'medianMinutesToFirstQuote'>; label: string }> = [
  { key: 'newCustomers', label: 'New customers' },
  { key: 'moveRequests', label: 'Move requests' },
  { key: 'quoteRequests', label: 'Quote requests' },
  { key: 'quotesSent', label: 'Quotes sent' },
  { key: 'bookings', label: 'Bookings' },
  { key: 'cancellations', label: 'Cancellations' },
  { key: 'tokensSold', label: 'Tokens sold' },
  { key: 'tokensSpent', label: 'Tokens spent' },
];

/** "45 min", "3 h 20 min", "2 d 4 h"; an em dash when there was no quote. */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null) return '—';
  const rounded = Math.round(minutes);
  if (rounded < 60) return `${rounded} min`;
  const hours = Math.floor(rounded / 60);
  if (hours < 24) return rounded % 60 ? `${hours} h ${rounded % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

const count = (value: number) => value.toLocaleString('en-US');

export function statRows(stats: MarketplaceStats): StatRow[] {
  return [
    ...FIGURES.map(({ key, label }) => ({
      label,
      last7: count(stats.last_7_days[key]),
      last30: count(stats.last_30_days[key]),
    })),
    {
      label: 'Median time to first quote',
      last7: formatMinutes(stats.last_7_days.medianMinutesToFirstQuote),
      last30: formatMinutes(stats.last_30_days.medianMinutesToFirstQuote),
    },
  ];
}
