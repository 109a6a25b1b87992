import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FLOOR_FIELD, floorOfLevel, levelOfFloor } from '@schemas/floor-text';
import { LocationInputSchema, type LocationInput } from '@schemas/move-requests';

/*
 * The location modal's raw field values (text, numbers or '' from NumberInput, 'yes'/'no'),
 * and their conversion to the contract's LocationInput so the contract's schema, with the
 * spec's messages, validates them. The form asks for the floor the US way (the ground floor is
 * the 1st floor) and stores the spec's starting level (0 = ground level).
 */

type NumberField = number | string;

export interface LocationFormValues {
  address: string;
  city: string;
  state: string | null;
  zip: string;
  square_feet: NumberField;
  count_bedrooms: NumberField;
  is_elevator_required: 'yes' | 'no';
  is_stairs_required: 'yes' | 'no';
  /** The floor as a person counts it: 1 is the ground floor. */
  floor: NumberField;
  unit_level_count: NumberField;
}

export const EMPTY_LOCATION_FORM: LocationFormValues = {
  address: '',
  city: '',
  state: null,
  zip: '',
  square_feet: '',
  count_bedrooms: '',
  is_elevator_required: 'no',
  is_stairs_required: 'no',
  floor: '',
  unit_level_count: '',
};

/** An empty number field is missing (undefined), which the schema reports as required. */
const numberOrUndefined = (value: NumberField) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

const floorOrUndefined = (value: NumberField) => {
  const floor = numberOrUndefined(value);
  return floor === undefined ? undefined : levelOfFloor(floor);
};

export function toLocationInput(values: LocationFormValues): Record<string, unknown> {
  return {
    address: values.address,
    city: values.city,
    state: values.state ?? undefined,
    zip: values.zip,
    square_feet: numberOrUndefined(values.square_feet) ?? null, // optional: empty is null (spec section 5)
    count_bedrooms: numberOrUndefined(values.count_bedrooms),
    is_elevator_required: values.is_elevator_required === 'yes',
    is_stairs_required: values.is_stairs_required === 'yes',
    unit_level_start: floorOrUndefined(values.floor),
    unit_level_count: numberOrUndefined(values.unit_level_count),
  };
}

export function toLocationFormValues(location: LocationInput | null): LocationFormValues {
  if (!location) return EMPTY_LOCATION_FORM;
  return {
    address: location.address,
    city: location.city,
    state: location.state,
    zip: location.zip,
    square_feet: location.square_feet ?? '',
    count_bedrooms: location.count_bedrooms,
    is_elevator_required: location.is_elevator_required ? 'yes' : 'no',
    is_stairs_required: location.is_stairs_required ? 'yes' : 'no',
    floor: floorOfLevel(location.unit_level_start),
    unit_level_count: location.unit_level_count,
  };
}

const contractResolver = zodResolver(LocationInputSchema);

/**
 * zodResolver(LocationInputSchema) on the converted values: trimmed strings, null square feet,
 * the floor as its level. The starting level's error shows under the floor field, in the floor's words.
 */
export const locationResolver: Resolver<LocationFormValues, unknown, LocationInput> = async (
  values,
  context,
  options,
) => {
  const result = await contractResolver(toLocationInput(values) as never, context, options as never);
  const { unit_level_start: levelError, ...errors } = result.errors as Record<string, { message?: string } | undefined>;
  if (levelError === undefined) return result;
  // The field asks 'Which floor?': its message names the floor, not the stored level.
  const message = values.floor === '' ? FLOOR_FIELD.required : FLOOR_FIELD.belowFirst;
  return { values: {}, errors: { ...errors, floor: { ...levelError, message } } } as Awaited<
    ReturnType<typeof locationResolver>
  >;
};
