// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { FLOOR_FIELD } from '@schemas/floor-text';
import {
  EMPTY_LOCATION_FORM,
  locationResolver,
  toLocationFormValues,
  type LocationFormValues,
} from '@web/features/move-request/model/location-form-values';
import { raleigh } from '../support/fixtures';

async function validate(values: Partial<LocationFormValues>) {
  const result = await locationResolver({ ...EMPTY_LOCATION_FORM, ...values }, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  const messages = Object.fromEntries(Object.entries(result.errors).map(([key, error]) => [key, error?.message]));
  return { values: result.values, messages };
}

describe('location form: the spec messages through LocationInputSchema', () => {
  it('an empty form names every required field', async () => {
    const { messages } = await validate({});
    expect(messages).toEqual({
      address: 'Address is required',
      city: 'City is required',
      state: 'State is required',
      zip: 'Zip code is required',
      count_bedrooms: 'Number of bedrooms is required',
      floor: FLOOR_FIELD.required,
      unit_level_count: 'Number of levels is required',
    });
  });

  it('blank text counts as empty', async () => {
    const { messages } = await validate({ address: '   ', city: ' ' });
    expect(messages.address).toBe('Address is required');
    expect(messages.city).toBe('City is required');
  });

  it('numbers below their minimum', async () => {
    const { messages } = await validate({
      square_feet: -1,
      count_bedrooms: -1,
      floor: 0,
      unit_level_count: 0,
    });
    expect(messages).toMatchObject({
      square_feet: 'Square feet must be a positive number',
      count_bedrooms: 'Number of bedrooms must be a positive number',
      floor: FLOOR_FIELD.belowFirst,
      unit_level_count: 'Number of levels must be greater than 0',
    });
  });

  it('valid values: trimmed, empty square feet is null, yes/no become booleans', async () => {
    const { values, messages } = await validate({
      address: '  1 Fayetteville St ',
      city: ' Raleigh ',
      state: 'NC',
      zip: '27601',
      count_bedrooms: 2,
      is_stairs_required: 'yes',
      floor: 1,
      unit_level_count: 2,
    });
    expect(messages).toEqual({});
    expect(values).toEqual(raleigh({ square_feet: null }));
  });

  it('a saved location fills the form and round-trips', async () => {
    const { values } = await validate(toLocationFormValues(raleigh()));
    expect(values).toEqual(raleigh());
  });

  it('asks the floor the US way and stores the spec level: the 3rd floor is level 2, and back', async () => {
    const { values } = await validate(toLocationFormValues(raleigh({ unit_level_start: 2 })));
    expect(toLocationFormValues(raleigh({ unit_level_start: 2 })).floor).toBe(3);
    expect(values).toEqual(raleigh({ unit_level_start: 2 }));

    const chosen = await validate({ ...toLocationFormValues(raleigh()), floor: 3 });
    expect(chosen.values).toMatchObject({ unit_level_start: 2 });
    expect(toLocationFormValues(raleigh({ unit_level_start: 0 })).floor).toBe(1);
  });
});
