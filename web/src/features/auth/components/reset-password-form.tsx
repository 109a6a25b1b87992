import { Button, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TIMINGS } from '@schemas/constants';
import { providerErrorMessage } from '../auth-errors';
import { resetPasswordSchema, type ResetPasswordValues } from '../form-schemas';
import { useRecheckConfirmation } from '../hooks/use-recheck-confirmation';
import { useTimedMessage } from '@web/hooks/use-timed-message';
import { FormAlert } from './form-alert';
import { NewPasswordFields } from './new-password-fields';

/** New password and confirmation; `save` throws the provider's error, shown for 3 s. */
export function ResetPasswordForm({
  save,
  submitLabel = 'Reset password',
}: {
  save: (newPassword: string) => Promise<void>;
  submitLabel?: string;
}) {
  const { message: error, show: showError, clear: clearError } = useTimedMessage(TIMINGS.validationErrorClearMs);
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  useRecheckConfirmation(form, 'newPassword', 'confirmPassword');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    clearError();
    try {
      await save(newPassword);
    } catch (failure) {
      showError(providerErrorMessage(failure));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormAlert message={error} />
        <NewPasswordFields register={register} errors={errors} />
        <Button type="submit" size="md" fullWidth loading={isSubmitting}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
