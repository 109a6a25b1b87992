import type { FieldErrors, FieldValues } from 'react-hook-form';

/**
 * The first refusal of a form's checks, in field order: the admin forms show one outcome line
 * under the form (spec section 4) rather than a message under each field.
 */
export function firstError<T extends FieldValues>(errors: FieldErrors<T>): string | undefined {
  for (const error of Object.values(errors)) {
    const message = (error as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message !== '') return message;
  }
  return undefined;
}
