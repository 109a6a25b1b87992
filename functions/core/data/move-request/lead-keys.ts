/**
 * The lead index's key shapes (docs/leads.md): the one place a LEADS# key is defined. The move
 * request entity (move-requests.ts) writes these keys through its ElectroDB templates from the
 * attributes leadIndexFields() derives; lead-index.ts reads them with leadPartitionKey(). A unit
 * test (test/unit/functions/lead-keys.test.ts) checks that both build the same strings.
 *
 * A move is filed by its origin state and its length class (span = end − start in days):
 * - span 0 … 31: one class per exact span, D<span>. A move of span s overlapping a window that
 *   starts at ws starts in [ws − s, …]: every move of the class read from ws − s runs at ws, so
 *   the look-back reads no move that ended before the window;
 * - 32 … 742 days: classes S<max> of width ceil(min / 4) (32–39, 40–49, 50–62, …, 594–742): the
 *   look-back reads at most the class's moves that started in its own width before the window;
 * - longer (only data filed before ranges were capped at two years): LONGEST, sorted by end date.
 *
 * Each move request item carries four index keys, one per GSI, all sorted by <start>#<id>
 * (<end>#<start>#<id> in LONGEST):
 * - gsi1 `LEADS#<state>#<class>`: every lead of the state;
 * - gsi2 `LEADS#<state>#FROM#<origin city>#<class>`: a from-city search;
 * - gsi3 `LEADS#<state>#ROUTE#<origin city>#<destination city>#<class>`: from one city to another;
 * - gsi4 `LEADS#<state>#ZIP#<first 3 digits of the origin zip>#<class>`: a from-zip search.
 * The lead trait items (lead-trait-items.ts) carry the same four keys with TRAITS#<combination>
 * after the state: `LEADS#<state>#TRAITS#<combination>#<class>` and so on.
 */

/** Moves of at most this many days each have a class of their own span (D0 … D31). */
export const LEAD_EXACT_MAX_SPAN = 31;
/** Longer classes end at the last span a move may have (two years) or later. */
const LEAD_LONG_CLASSES_UP_TO = 731;
export const LEAD_LONGEST_CLASS = 'LONGEST';

export interface LeadClass {
  /** The class's part of the partition key: D<span> or S<max>. */
  name: string;
  /** The longest span it holds: the look-back of its read before the window. */
  maxSpan: number;
  /** One span only: every move read from ws − maxSpan overlaps the window. */
  exact: boolean;
}

function classes(): LeadClass[] {
  const exact = Array.from({ length: LEAD_EXACT_MAX_SPAN + 1 }, (_, span) => ({
    name: `D${span}`,
    maxSpan: span,
    exact: true,
  }));
  const long: LeadClass[] = [];
  for (let min = LEAD_EXACT_MAX_SPAN + 1; min <= LEAD_LONG_CLASSES_UP_TO;) {
    const max = min + Math.ceil(min / 4) - 1;
    long.push({ name: `S${max}`, maxSpan: max, exact: false });
    min = max + 1;
  }
  return [...exact, ...long];
}

/** Every start-sorted class, shortest first (LONGEST is apart: sorted by end date). */
export const LEAD_CLASSES: readonly LeadClass[] = classes();

/** The class of a move of this span (days from start to end; 0 for a one-day move). */
export function leadClassOf(span: number): string {
  if (span <= LEAD_EXACT_MAX_SPAN) return `D${Math.max(span, 0)}`;
  return LEAD_CLASSES.find((c) => span <= c.maxSpan)?.name ?? LEAD_LONGEST_CLASS;
}

/**
 * A city as keyed: equal ignoring case and repeated spaces (as the search compares them), with
 * '%' and '#' escaped so a city can never run into the next key part; '_' for none.
 */
export function leadCityKey(city: string): string {
  const normal = city.trim().replace(/\s+/g, ' ').toLowerCase();
  return normal ? normal.replace(/%/g, '%25').replace(/#/g, '%23') : '_';
}

/** The zip digits the zip index is keyed by: a prefix filter of at least this many digits uses it. */
export const LEAD_ZIP_KEY_DIGITS = 3;
export const leadZipKey = (zip: string) => zip.slice(0, LEAD_ZIP_KEY_DIGITS) || '_';

/**
 * Which index a search reads: the narrowest one its filters name; with `traits` (a combination of
 * residence traits, lead-traits.ts) the same index of the lead trait items filed under it.
 */
export type LeadIndex = (
  | { kind: 'state' }
  | { kind: 'from'; city: string }
  | { kind: 'route'; from: string; to: string }
  | { kind: 'zip'; zip: string }
) & { traits?: string };

export const LEAD_INDEX_NAMES = { state: 'gsi1', from: 'gsi2', route: 'gsi3', zip: 'gsi4' } as const;
export const LEAD_INDEX_SORT_KEYS = { gsi1: 'gsi1sk', gsi2: 'gsi2sk', gsi3: 'gsi3sk', gsi4: 'gsi4sk' } as const;

/** The partition key of one class of one index, as the entity's templates write it. */
export function leadPartitionKey(state: string, index: LeadIndex, leadClass: string): string {
  const prefix = index.traits ? `LEADS#${state}#TRAITS#${index.traits}` : `LEADS#${state}`;
  switch (index.kind) {
    case 'state':
      return `${prefix}#${leadClass}`;
    case 'from':
      return `${prefix}#FROM#${leadCityKey(index.city)}#${leadClass}`;
    case 'route':
      return `${prefix}#ROUTE#${leadCityKey(index.from)}#${leadCityKey(index.to)}#${leadClass}`;
    case 'zip':
      return `${prefix}#ZIP#${leadZipKey(index.zip)}#${leadClass}`;
  }
}
