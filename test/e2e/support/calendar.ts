/**
 * A day of next month: its calendar button's name starts with `label` ('Sunday, December 6,
 * 2026'), cards show `short` ('Dec 6'), the calendar's heading is `month` ('December 2026').
 */
export function nextMonthDay(day: number) {
  const now = new Date();
  const date = new Date(now.getFullYear(), now.getMonth() + 1, day);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    label: date.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }),
    short: date.toLocaleDateString('en-US', { month: 'short', day: 'numeric' }),
    month: date.toLocaleDateString('en-US', { month: 'long', year: 'numeric' }),
    iso: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
    year: date.getFullYear(),
  };
}

/**
 * A day of the availability calendar's second page (six weeks from the Monday of this week, then
 * `offset` days on): its button's name starts with `label`.
 */
export function secondCalendarPageDay(offset: number) {
  const now = new Date();
  const monday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - ((now.getDay() + 6) % 7));
  const date = new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + 42 + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    label: date.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }),
    iso: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
  };
}
