import { describe, expect, it } from 'vitest';
import { moveRegimeOf, stateOfAddress, type MoveRegime } from '@schemas/move-regime';

/** [from city, from state, from ZIP, to city, to state, to ZIP, regime] */
const PAIRS: Array<[string, string, string, string, string, string, MoveRegime]> = [
  ['Charlotte', 'NC', '28202', 'Rock Hill', 'SC', '29730', 'INTERSTATE'],
  ['Rock Hill', 'SC', '29732', 'Charlotte', 'NC', '28277', 'INTERSTATE'],
  ['Fort Mill', 'SC', '29715', 'Pineville', 'NC', '28134', 'INTERSTATE'],
  ['Gastonia', 'NC', '28054', 'Clover', 'SC', '29710', 'INTERSTATE'],
  ['Wilmington', 'NC', '28401', 'Myrtle Beach', 'SC', '29577', 'INTERSTATE'],
  ['Asheville', 'NC', '28801', 'Greenville', 'SC', '29601', 'INTERSTATE'],
  ['Raleigh', 'NC', '27601', 'Columbia', 'SC', '29201', 'INTERSTATE'],
  ['Charleston', 'SC', '29401', 'Durham', 'NC', '27701', 'INTERSTATE'],
  ['Spartanburg', 'SC', '29301', 'Hendersonville', 'NC', '28739', 'INTERSTATE'],
  ['Lancaster', 'SC', '29720', 'Monroe', 'NC', '28110', 'INTERSTATE'],
  ['Raleigh', 'NC', '27603', 'Richmond', 'VA', '23219', 'INTERSTATE'],
  ['Greenville', 'SC', '29607', 'Atlanta', 'GA', '30303', 'INTERSTATE'],
  ['Charlotte', 'NC', '28205', 'Nashville', 'TN', '37203', 'INTERSTATE'],
  ['Charlotte', 'NC', '28202', 'Raleigh', 'NC', '27601', 'NC_INTRASTATE'],
  ['Durham', 'NC', '27701', 'Chapel Hill', 'NC', '27514', 'NC_INTRASTATE'],
  ['Greensboro', 'NC', '27401', 'Winston-Salem', 'NC', '27101', 'NC_INTRASTATE'],
  ['Asheville', 'NC', '28801', 'Boone', 'NC', '28607', 'NC_INTRASTATE'],
  ['Wilmington', 'NC', '28403', 'Fayetteville', 'NC', '28301', 'NC_INTRASTATE'],
  ['Cary', 'NC', '27513', 'Apex', 'NC', '27502', 'NC_INTRASTATE'],
  ['Outer Banks', 'NC', '27949', 'Murphy', 'NC', '28906', 'NC_INTRASTATE'],
  ['Charlotte', 'NC', '28277', 'Huntersville', 'NC', '28078', 'NC_INTRASTATE'],
  ['Columbia', 'SC', '29201', 'Charleston', 'SC', '29401', 'SC_INTRASTATE'],
  ['Rock Hill', 'SC', '29730', 'Fort Mill', 'SC', '29715', 'SC_INTRASTATE'],
  ['Greenville', 'SC', '29601', 'Spartanburg', 'SC', '29301', 'SC_INTRASTATE'],
  ['Myrtle Beach', 'SC', '29577', 'Florence', 'SC', '29501', 'SC_INTRASTATE'],
  ['Aiken', 'SC', '29801', 'Hilton Head Island', 'SC', '29926', 'SC_INTRASTATE'],
  ['Beaufort', 'SC', '29902', 'Sumter', 'SC', '29150', 'SC_INTRASTATE'],
  ['Clemson', 'SC', '29631', 'Anderson', 'SC', '29621', 'SC_INTRASTATE'],
  ['Atlanta', 'GA', '30303', 'Savannah', 'GA', '31401', 'OTHER_INTRASTATE'],
  ['Richmond', 'VA', '23219', 'Norfolk', 'VA', '23510', 'OTHER_INTRASTATE'],
  // The ZIP decides a Carolina address, whatever state was picked: a slip of the state menu.
  ['Charlotte', 'SC', '28202', 'Rock Hill', 'SC', '29730', 'INTERSTATE'],
  ['Rock Hill', 'NC', '29730', 'Columbia', 'SC', '29201', 'SC_INTRASTATE'],
  ['Charlotte', 'NC', '28202-1234', 'Raleigh', 'NC', '27601', 'NC_INTRASTATE'],
];

describe('which rules a move falls under', () => {
  it.each(PAIRS)('%s, %s %s to %s, %s %s: %s', (_fromCity, fromState, fromZip, _toCity, toState, toZip, regime) => {
    expect(moveRegimeOf({ state: fromState, zip: fromZip }, { state: toState, zip: toZip })).toBe(regime);
  });

  it('reads a Carolina from the ZIP prefix (NC 270-289, SC 290-299), other states from the address', () => {
    expect(stateOfAddress({ state: 'VA', zip: '27000' })).toBe('NC');
    expect(stateOfAddress({ state: 'VA', zip: '28999' })).toBe('NC');
    expect(stateOfAddress({ state: 'NC', zip: '29000' })).toBe('SC');
    expect(stateOfAddress({ state: 'NC', zip: '29999' })).toBe('SC');
    expect(stateOfAddress({ state: 'GA', zip: '30000' })).toBe('GA');
    expect(stateOfAddress({ state: 'VA', zip: '26999' })).toBe('VA');
  });
});
