import { LIMITS } from '@schemas/constants';

/** One calendar day as stored: the shape availabilityEntity().put takes. */
export interface SeedAvailabilityDay {
  moving_company_id: string;
  date: string;
  is_available: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** 'YYYY-MM-DD' of a moment, in UTC. */
export function utcDate(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** The dates from today (UTC) up to the seeding horizon: `days` consecutive dates. */
export function horizonDates(today: Date, days: number = LIMITS.availabilityHorizonDays): string[] {
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: days }, (_, i) => utcDate(new Date(start + i * DAY_MS)));
}

/** FNV-1a: a 32-bit hash used to seed the generator. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** mulberry32: a small seeded generator returning numbers in [0, 1). */
export function seededRandom(seed: string): () => number {
  let a = fnv1a(seed);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Whether a seed company works on a date: never on Sundays, most Saturdays, nearly every
 * weekday. Seeded by company and date, so every run (on any day) gives the same answer.
 */
export function isSeedDayAvailable(companyId: string, date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  if (weekday === 0) return false;
  const roll = seededRandom(`${companyId}|${date}`)();
  return weekday === 6 ? roll < 0.7 : roll < 0.9;
}

export function availabilityPlan(companyId: string, dates: readonly string[]): SeedAvailabilityDay[] {
  return dates.map((date) => ({
    moving_company_id: companyId,
    date,
    is_available: isSeedDayAvailable(companyId, date),
  }));
}
