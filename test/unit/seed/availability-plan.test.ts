import { describe, expect, it } from 'vitest';
import { availabilityPlan, horizonDates, isSeedDayAvailable, seededRandom } from '@infra/local/seed/availability-plan';

const COMPANY = '01JDSEEDC00000000000000001';

describe('horizonDates', () => {
  it('gives 90 consecutive UTC dates starting today', () => {
    const dates = horizonDates(new Date('2025-12-30T23:30:00Z'));
    expect(dates).toHaveLength(90);
    expect(dates[0]).toBe('2025-12-30');
    expect(dates[2]).toBe('2026-01-01');
    expect(dates[89]).toBe('2026-03-29');
  });
});

describe('availability plan', () => {
  const dates = horizonDates(new Date('2026-03-02T12:00:00Z'));
  const plan = availabilityPlan(COMPANY, dates);
  const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

  it('has one entry per date, never available on Sundays', () => {
    expect(plan.map((d) => d.date)).toEqual(dates);
    expect(plan.filter((d) => weekday(d.date) === 0).every((d) => !d.is_available)).toBe(true);
  });

  it('is mostly available on weekdays, with a few days off', () => {
    const weekdays = plan.filter((d) => weekday(d.date) >= 1 && weekday(d.date) <= 5);
    const available = weekdays.filter((d) => d.is_available).length;
    expect(available / weekdays.length).toBeGreaterThan(0.75);
    expect(available).toBeLessThan(weekdays.length);
  });

  it('is the same on every run and independent of the start day', () => {
    const later = availabilityPlan(COMPANY, horizonDates(new Date('2026-03-10T00:00:00Z')));
    const overlap = new Map(later.map((d) => [d.date, d.is_available]));
    for (const d of plan) if (overlap.has(d.date)) expect(overlap.get(d.date)).toBe(d.is_available);
    expect(availabilityPlan(COMPANY, dates)).toEqual(plan);
  });

  it('differs between companies', () => {
    const other = dates.map((d) => isSeedDayAvailable('01JDSEEDC00000000000000002', d));
    expect(other).not.toEqual(plan.map((d) => d.is_available));
  });
});

describe('seededRandom', () => {
  it('repeats for a seed and stays in [0, 1)', () => {
    const a = seededRandom('x');
    const b = seededRandom('x');
    for (let i = 0; i < 100; i++) {
      const v = a();
      expect(v).toBe(b());
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(1);
    }
  });
});
