import { Button, PasswordInput, Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TIMINGS } from '@schemas/constants';
import { loadAuth } from '@web/lib/load-auth';
import { changePasswordErrorMessage } from '../auth-errors';
import { changePasswordSchema, type ChangePasswordValues } from '../form-schemas';
import { useRecheckConfirmation } from '../hooks/use-recheck-confirmation';
import { useTimedMessage } from '@web/hooks/use-timed-message';
import { AUTH_MESSAGES } from '../messages';
import { FormAlert } from './form-alert';
import { NewPasswordFields } from './new-password-fields';
import { ResultModal } from '@web/components/result-modal';

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current password, new password and confirmation; Cognito checks the current one. */
export function ChangePasswordForm() {
  const { message: error, show: showError, clear: clearError } = useTimedMessage(TIMINGS.validationErrorClearMs);
  const [changed, setChanged] = useState(false);
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  useRecheckConfirmation(form, 'newPassword', 'confirmPassword');
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    clearError();
    try {
      await (await loadAuth()).changePassword(currentPassword, newPassword);
      reset(EMPTY); // no password stays in the form
      setChanged(true);
    } catch (failure) {
      showError(changePasswordErrorMessage(failure));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="change-password-heading">
      <Stack gap="md">
        <FormAlert message={error} />
        <PasswordInput
          label="Current Password"
          autoComplete="current-password"
          withAsterisk
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <NewPasswordFields register={register} errors={errors} />
        <Button
          type="submit"
          loading={isSubmitting}
          w={{ base: '100%', xs: 'auto' }}
          style={{ alignSelf: 'flex-start' }}
        >
          Change password
        </Button>
      </Stack>
      <ResultModal
        opened={changed}
        title={AUTH_MESSAGES.passwordChangedTitle}
        actionLabel="OK"
        onAction={() => setChanged(false)}
      >
        Use your new password the next time you sign in.
      </ResultModal>
    </form>
  );
}
