import { z } from 'zod';

/*
 * Which rules a household move falls under (docs/compliance.md):
 * - INTERSTATE: the move crosses a state line (every NC-SC move): the FMCSA's household goods
 *   rules, 49 CFR Parts 375 and 370, apply to the carrier.
 * - NC_INTRASTATE: both ends in North Carolina: the NC Utilities Commission's household goods
 *   rules and its Maximum Rate Tariff.
 * - SC_INTRASTATE: both ends in South Carolina: the SC Public Service Commission's rules for
 *   Class E (household goods) carriers.
 * - OTHER_INTRASTATE: both ends in one state outside the Carolinas (MoveMatch serves the
 *   Carolinas; such a move falls under that state's rules, which MoveMatch does not check).
 */
export const MOVE_REGIMES = ['NC_INTRASTATE', 'SC_INTRASTATE', 'INTERSTATE', 'OTHER_INTRASTATE'] as const;
export const MoveRegimeSchema = z.enum(MOVE_REGIMES);
export type MoveRegime = z.infer<typeof MoveRegimeSchema>;

/** How screens name a regime, with the authority whose rules apply. */
export const MOVE_REGIME_LABELS: Record<MoveRegime, string> = {
  NC_INTRASTATE: 'Within North Carolina (NC Utilities Commission rules)',
  SC_INTRASTATE: 'Within South Carolina (SC Public Service Commission rules)',
  INTERSTATE: 'Interstate (federal FMCSA rules)',
  OTHER_INTRASTATE: "Within one state outside the Carolinas (that state's rules)",
};

/** The short form for cards. */
export const MOVE_REGIME_SHORT_LABELS: Record<MoveRegime, string> = {
  NC_INTRASTATE: 'NC intrastate',
  SC_INTRASTATE: 'SC intrastate',
  INTERSTATE: 'Interstate',
  OTHER_INTRASTATE: 'Intrastate, outside the Carolinas',
};

/**
 * The 3-digit ZIP prefixes the USPS assigns to each Carolina: North Carolina 270-289, South
 * Carolina 290-299 (USPS, Publication 65 / the ZIP prefix list).
 */
const ZIP_PREFIX_STATES: Array<{ state: 'NC' | 'SC'; from: number; to: number }> = [
  { state: 'NC', from: 270, to: 289 },
  { state: 'SC', from: 290, to: 299 },
];

/** The state an address is in: its ZIP's when the ZIP is a Carolina's, else the state it names. */
export function stateOfAddress(address: { state: string; zip: string }): string {
  const prefix = Number(address.zip.trim().slice(0, 3));
  const carolina = ZIP_PREFIX_STATES.find((range) => prefix >= range.from && prefix <= range.to);
  return carolina?.state ?? address.state;
}

/** The regime of a move from its two addresses: across a state line, or within one state. */
export function moveRegimeOf(from: { state: string; zip: string }, to: { state: string; zip: string }): MoveRegime {
  const start = stateOfAddress(from);
  const end = stateOfAddress(to);
  if (start !== end) return 'INTERSTATE';
  if (start === 'NC') return 'NC_INTRASTATE';
  if (start === 'SC') return 'SC_INTRASTATE';
  return 'OTHER_INTRASTATE';
}
