import { useEffect } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/** When the password changes, re-checks its confirmation, once the user has filled that in. */
export function useRecheckConfirmation<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'watch' | 'trigger' | 'formState'>,
  password: Path<T>,
  confirmation: Path<T>,
): void {
  const { watch, trigger } = form;
  const value = watch(password);
  const touched = Boolean((form.formState.touchedFields as Record<string, unknown>)[confirmation]);
  useEffect(() => {
    if (touched) void trigger(confirmation);
  }, [value, touched, trigger, confirmation]);
}
