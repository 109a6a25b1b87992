import type { ResidenceDetailsFilter } from '@schemas/leads';

/**
 * The residence traits a lead search filters by (the boxes of /find-leads), as the lead trait
 * index files them (lead-trait-items.ts, docs/leads.md). Each describes the home moved out of,
 * or the packing need. A move is filed once under every combination of the traits it has, so a
 * search with any set of boxes reads exactly the moves that have them all.
 */

/** What a trait is checked on: the home moved out of and the packing need. */
export interface TraitSource {
  from_location: { square_feet?: number; count_bedrooms: number; unit_level_count: number };
  is_packing_required: boolean;
}

interface LeadTrait {
  /** The trait's part of a key; combinations list them in this table's order. */
  code: string;
  has(move: TraitSource): boolean;
}

/** The traits in key order. A move without square feet is neither under 800 nor 3000 or more. */
export const LEAD_TRAITS: Readonly<Record<keyof ResidenceDetailsFilter, LeadTrait>> = {
  lessThan800: {
    code: 'UNDER800',
    has: ({ from_location: home }) => home.square_feet !== undefined && home.square_feet < 800,
  },
  isOver3000Sqft: {
    code: 'OVER3000',
    has: ({ from_location: home }) => home.square_feet !== undefined && home.square_feet >= 3000,
  },
  moreThan4Beds: { code: 'BEDS4', has: ({ from_location: home }) => home.count_bedrooms >= 4 },
  isOneLevel: { code: 'ONELEVEL', has: ({ from_location: home }) => home.unit_level_count === 1 },
  isPacking: { code: 'PACKING', has: (move) => move.is_packing_required },
};

const BOXES = Object.entries(LEAD_TRAITS) as Array<[keyof ResidenceDetailsFilter, LeadTrait]>;
const TRAITS_IN_ORDER = BOXES.map(([, trait]) => trait);

/** Trait codes in key order joined: the key part of one combination ('BEDS4+PACKING'). */
const comboKey = (traits: readonly LeadTrait[]) => traits.map((t) => t.code).join('+');

/** The boxes a search checked, as the combination it reads; undefined when none is checked. */
export function leadTraitsWanted(boxes: ResidenceDetailsFilter): string | undefined {
  const wanted = BOXES.filter(([box]) => boxes[box]).map(([, trait]) => trait);
  return wanted.length > 0 ? comboKey(wanted) : undefined;
}

/** Whether the move has every checked box's trait. */
export function hasLeadTraits(move: TraitSource, boxes: ResidenceDetailsFilter): boolean {
  return BOXES.every(([box, trait]) => !boxes[box] || trait.has(move));
}

/** Every non-empty subset of these traits, each as its key, in a stable order. */
function combinationsOf(traits: readonly LeadTrait[]): string[] {
  const combos: string[] = [];
  for (let mask = 1; mask < 1 << traits.length; mask++)
    combos.push(comboKey(traits.filter((_, bit) => (mask >> bit) & 1)));
  return combos;
}

/** The combinations a move is filed under: every non-empty subset of its traits (at most 15: two traits exclude each other). */
export const leadTraitCombinations = (move: TraitSource): string[] =>
  combinationsOf(TRAITS_IN_ORDER.filter((trait) => trait.has(move)));

/**
 * Every combination any move can be filed under (23: under 800 and 3000 or more never meet): what
 * a withdrawal or an invalidation deletes without reading which of them the move has.
 */
export const EVERY_LEAD_TRAIT_COMBINATION: readonly string[] = combinationsOf(TRAITS_IN_ORDER).filter(
  (combo) => !(combo.includes(LEAD_TRAITS.lessThan800.code) && combo.includes(LEAD_TRAITS.isOver3000Sqft.code)),
);
