import { SimpleGrid } from '@mantine/core';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import type { UploadedImage } from '@web/lib/api/upload-company-image';
import { CompanyImageField } from './company-image-field';

/** Any company form with a logo and a hero image. */
type WithImages = { logo: UploadedImage | null; hero: UploadedImage | null };

interface CompanyImageFieldsProps<T extends WithImages> {
  control: Control<T>;
  errors: FieldErrors<T>;
  labels: { logo: string; hero: string };
  /** The company editor requires both; the admin may add a company without them. */
  required: boolean;
}

/** The logo and hero uploads of a company form, side by side from tablet width. */
export function CompanyImageFields<T extends WithImages>({
  control,
  errors,
  labels,
  required,
}: CompanyImageFieldsProps<T>) {
  // Both forms have these two fields; react-hook-form's generic paths cannot see that through T.
  const imagesControl = control as unknown as Control<WithImages>;
  const imageErrors = errors as FieldErrors<WithImages>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      {(['logo', 'hero'] as const).map((kind) => (
        <Controller
          key={kind}
          control={imagesControl}
          name={kind}
          render={({ field }) => (
            <CompanyImageField
              kind={kind}
              label={labels[kind]}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={imageErrors[kind]?.message}
              required={required}
            />
          )}
        />
      ))}
    </SimpleGrid>
  );
}
