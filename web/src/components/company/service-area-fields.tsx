import { Checkbox, Select, Stack } from '@mantine/core';
import { Controller, type Control, type FieldErrors, type Path } from 'react-hook-form';
import { SERVICE_RADII, SERVICE_RADIUS_LABELS, type ServiceRadius } from '@schemas/service-areas';
import { COMPANY_PROFILE_LABELS as LABELS } from '@web/lib/company-profile-form';

interface ServiceArea {
  service_radius: ServiceRadius;
  serves_out_of_state: boolean;
}

interface ServiceAreaFieldsProps<T extends ServiceArea, TOut> {
  control: Control<T, unknown, TOut>;
  errors: FieldErrors<T>;
}

const RADIUS_OPTIONS = SERVICE_RADII.map((radius) => ({ value: radius, label: SERVICE_RADIUS_LABELS[radius] }));

/**
 * Where the company takes moves (docs/matching.md, Service areas): a radius around its ZIP code
 * or its whole state, and whether it takes moves leaving the Carolinas. The company editor and
 * the admin's company form both show it.
 */
export function ServiceAreaFields<T extends ServiceArea, TOut = T>({
  control,
  errors,
}: ServiceAreaFieldsProps<T, TOut>) {
  return (
    <Stack gap="sm">
      <Controller
        control={control}
        name={'service_radius' as Path<T>}
        render={({ field }) => (
          <Select
            ref={field.ref}
            label={LABELS.service_radius}
            description="Measured in a straight line from the ZIP code above. Moves between North and South Carolina always count."
            data={RADIUS_OPTIONS}
            value={field.value as ServiceRadius}
            onChange={(value) => value && field.onChange(value)}
            onBlur={field.onBlur}
            allowDeselect={false}
            withCheckIcon={false}
            error={errors.service_radius?.message as string | undefined}
            data-testid="service-radius"
          />
        )}
      />
      <Controller
        control={control}
        name={'serves_out_of_state' as Path<T>}
        render={({ field }) => (
          <Checkbox
            ref={field.ref}
            label={LABELS.serves_out_of_state}
            checked={field.value as boolean}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            onBlur={field.onBlur}
          />
        )}
      />
    </Stack>
  );
}
