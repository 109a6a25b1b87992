import { addDays, fromIsoDate, type IsoDate } from '@web/lib/calendar/calendar-dates';

/*
 * Weekly rules ('every Sunday unavailable', 'weekdays available'): the days of a period that
 * fall on the chosen weekdays, marked in one step and then published as usual.
 */

/** The longest period one rule covers: what one read of the calendar may ask for. */
export const WEEKLY_RULE_MAX_DAYS = 366;

/** Weekday numbers as Date.getDay() counts them: 0 is Sunday. */
export const WEEKDAY_OPTIONS = [
  { value: '1', label: 'Monday' },
  { value: '2', label: 'Tuesday' },
  { value: '3', label: 'Wednesday' },
  { value: '4', label: 'Thursday' },
  { value: '5', label: 'Friday' },
  { value: '6', label: 'Saturday' },
  { value: '0', label: 'Sunday' },
] as const;

export const WEEKDAY_PRESETS = {
  weekdays: ['1', '2', '3', '4', '5'],
  weekends: ['6', '0'],
} as const;

export interface WeeklyRule {
  from: IsoDate;
  to: IsoDate;
  /** Date.getDay() numbers, as strings (the checkbox values). */
  weekdays: readonly string[];
  available: boolean;
}

/** What is wrong with the rule's period, or null: it starts today or later, ends after it starts, and spans at most a year. */
export function weeklyRuleProblem(rule: Pick<WeeklyRule, 'from' | 'to' | 'weekdays'>, today: IsoDate): string | null {
  if (!rule.from || !rule.to) return 'Choose the first and the last day of the period.';
  if (rule.from < today) return 'The period starts today or later.';
  if (rule.to < rule.from) return 'The last day comes on or after the first day.';
  if (rule.to > addDays(rule.from, WEEKLY_RULE_MAX_DAYS - 1)) return 'Choose a period of at most a year.';
  if (rule.weekdays.length === 0) return 'Choose at least one day of the week.';
  return null;
}

/** The days from `from` to `to` (both included) that fall on the rule's weekdays. */
export function weeklyRuleDays(rule: Pick<WeeklyRule, 'from' | 'to' | 'weekdays'>): IsoDate[] {
  const days: IsoDate[] = [];
  for (let day = rule.from; day <= rule.to; day = addDays(day, 1)) {
    if (rule.weekdays.includes(String(fromIsoDate(day).getDay()))) days.push(day);
  }
  return days;
}
