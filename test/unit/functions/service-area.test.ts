import { describe, expect, it } from 'vitest';
import { SERVICE_AREA_MESSAGES } from '@schemas/service-areas';
import { milesToOrigin, serviceAreaOf, servesMove } from '@functions/matches/service-area';
import { assertServiceAreaSavable } from '@functions/companies/service-area-rule';
import { zipPlace } from '@functions/platform/geo/zip-coordinates';

/*
 * Service areas (docs/matching.md, Service areas): which moves a company takes, measured from
 * its base ZIP code with the `zipcodes` dataset, and the rule a profile save must keep.
 * Distances from Raleigh 27601: Durham 27701 ~21 mi, Wilmington 28403 ~115 mi, Charlotte
 * 28203 ~131 mi, Asheville 28801 ~221 mi.
 */

const RALEIGH = { state: 'NC', zip: '27601' };
const place = (state: string, zip: string) => ({ state, zip }) as never;
const move = (from: [string, string], to: [string, string] = from) => ({
  from_location: place(...from),
  to_location: place(...to),
});

describe('serviceAreaOf', () => {
  it('fills in the whole state and out-of-state moves for a company that never chose', () => {
    expect(serviceAreaOf(RALEIGH)).toEqual({ service_radius: 'STATE', serves_out_of_state: true });
    expect(serviceAreaOf({ ...RALEIGH, service_radius: '50', serves_out_of_state: false })).toEqual({
      service_radius: '50',
      serves_out_of_state: false,
    });
  });
});

describe('servesMove', () => {
  it('takes a move whose origin lies inside the radius and refuses one just outside it', () => {
    const durham = move(['NC', '27701']);
    const wilmington = move(['NC', '28403']);
    expect(milesToOrigin(RALEIGH, durham)).toBeGreaterThan(15);
    expect(servesMove({ ...RALEIGH, service_radius: '25' }, durham)).toBe(true);
    expect(servesMove({ ...RALEIGH, service_radius: '25' }, wilmington)).toBe(false);
    // Charlotte is ~131 miles away: outside 100, inside 150.
    const charlotte = move(['NC', '28203']);
    expect(servesMove({ ...RALEIGH, service_radius: '100' }, charlotte)).toBe(false);
    expect(servesMove({ ...RALEIGH, service_radius: '150' }, charlotte)).toBe(true);
  });

  it('keeps an Asheville company with 100 miles away from a Raleigh move', () => {
    const asheville = { state: 'NC', zip: '28801', service_radius: '100' as const };
    expect(servesMove(asheville, move(['NC', '27601']))).toBe(false);
    expect(servesMove(asheville, move(['NC', '28806']))).toBe(true);
  });

  it('takes any origin in the company’s state for the whole state, and none in the other', () => {
    const whole = { ...RALEIGH, service_radius: 'STATE' as const };
    expect(servesMove(whole, move(['NC', '28801']))).toBe(true);
    expect(servesMove(whole, move(['SC', '29401']))).toBe(false);
  });

  it('allows moves between NC and SC, across the state line too, whatever serves_out_of_state says', () => {
    const local = { ...RALEIGH, service_radius: '250' as const, serves_out_of_state: false };
    expect(servesMove(local, move(['NC', '27701'], ['SC', '29401']))).toBe(true);
    // Rock Hill (SC) lies ~150 miles from Raleigh: inside 250, though in the other state.
    expect(servesMove(local, move(['SC', '29730'], ['NC', '27601']))).toBe(true);
  });

  it('takes a move leaving the Carolinas only when the company serves out of state', () => {
    const leaving = move(['NC', '27701'], ['GA', '30303']);
    expect(servesMove({ ...RALEIGH, service_radius: '50', serves_out_of_state: true }, leaving)).toBe(true);
    expect(servesMove({ ...RALEIGH, service_radius: '50', serves_out_of_state: false }, leaving)).toBe(false);
    expect(servesMove({ ...RALEIGH, service_radius: 'STATE', serves_out_of_state: false }, leaving)).toBe(false);
  });

  it('falls back to the company’s state when a ZIP code is unknown', () => {
    const radius = { ...RALEIGH, service_radius: '25' as const };
    expect(zipPlace('27999')).toBeNull();
    expect(servesMove(radius, move(['NC', '27999']))).toBe(true);
    expect(servesMove(radius, move(['SC', '29999']))).toBe(false);
    expect(servesMove({ state: 'NC', zip: '00000', service_radius: '25' }, move(['NC', '28801']))).toBe(true);
  });
});

describe('assertServiceAreaSavable', () => {
  const refusal = (run: () => void) => {
    try {
      run();
    } catch (error) {
      return error as { message: string; details: unknown };
    }
    return null;
  };

  it('refuses a ZIP code the dataset does not know, naming the field', () => {
    expect(refusal(() => assertServiceAreaSavable(RALEIGH, { zip: '27999' }))).toMatchObject({
      message: SERVICE_AREA_MESSAGES.unknownZip('27999'),
      details: { fields: { zip: SERVICE_AREA_MESSAGES.unknownZip('27999') } },
    });
    expect(refusal(() => assertServiceAreaSavable(RALEIGH, { zip: '27701-1234' }))).toBeNull();
  });

  it('refuses a radius without a ZIP code, stored or sent; the whole state needs none', () => {
    expect(refusal(() => assertServiceAreaSavable(null, { service_radius: '50' }))?.message).toBe(
      SERVICE_AREA_MESSAGES.radiusNeedsZip,
    );
    expect(refusal(() => assertServiceAreaSavable({ service_radius: '50' }, {}))?.message).toBe(
      SERVICE_AREA_MESSAGES.radiusNeedsZip,
    );
    expect(refusal(() => assertServiceAreaSavable(null, { service_radius: 'STATE' }))).toBeNull();
    expect(refusal(() => assertServiceAreaSavable(null, {}))).toBeNull();
    expect(refusal(() => assertServiceAreaSavable({ zip: '27601' }, { service_radius: '25' }))).toBeNull();
  });
});
