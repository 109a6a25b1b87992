import { PasswordInput } from '@mantine/core';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { PASSWORD_HINT } from '../password-rules';

interface NewPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

/** New Password and Confirm Password, shared by reset and change password. */
export function NewPasswordFields<T extends NewPasswordValues>({
  register,
  errors,
  autoFocus,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  autoFocus?: boolean;
}) {
  // The generic T always has these two fields; react-hook-form cannot see that through T.
  const reg = register as unknown as UseFormRegister<NewPasswordValues>;
  const errs = errors as FieldErrors<NewPasswordValues>;
  return (
    <>
      <PasswordInput
        label="New Password"
        description={PASSWORD_HINT}
        autoComplete="new-password"
        withAsterisk
        data-autofocus={autoFocus || undefined}
        error={errs.newPassword?.message}
        {...reg('newPassword')}
      />
      <PasswordInput
        label="Confirm Password"
        autoComplete="new-password"
        withAsterisk
        error={errs.confirmPassword?.message}
        {...reg('confirmPassword')}
      />
    </>
  );
}
