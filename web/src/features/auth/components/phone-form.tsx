import { Button, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TIMINGS } from '@schemas/constants';
import { isApiError } from '@web/lib/api-error';
import type { CurrentUser } from '@web/lib/api/get-user';
import { useUpdateUser } from '@web/lib/api/update-user';
import { useTimedMessage } from '@web/hooks/use-timed-message';
import { ResultModal } from '@web/components/result-modal';
import { phoneFormSchema, type PhoneFormValues } from '../form-schemas';
import { AUTH_MESSAGES } from '../messages';
import { FormAlert } from './form-alert';

/**
 * A customer's phone, optional: the company they book sees it with their e-mail (never before),
 * and its move-day e-mails name it. Empty removes it.
 */
export function PhoneForm({ user }: { user: CurrentUser }) {
  const updateUser = useUpdateUser();
  const { message: error, show: showError, clear: clearError } = useTimedMessage(TIMINGS.validationErrorClearMs);
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<PhoneFormValues>({
    resolver: zodResolver(phoneFormSchema),
    values: { phone: user.phone ?? '' },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    clearError();
    try {
      const updated = await updateUser.mutateAsync({ id: user.id, changes: { phone: values.phone || null } });
      reset({ phone: updated.phone ?? '' });
      setSaved(true);
    } catch (failure) {
      showError(isApiError(failure) ? failure.message : AUTH_MESSAGES.unexpected);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="phone-heading">
      <Stack gap="md">
        <FormAlert message={error} />
        <TextInput
          label="Phone (optional)"
          description="Only the company you book sees it, with your e-mail, to reach you about the move."
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <Button
          type="submit"
          loading={isSubmitting}
          disabled={!isDirty}
          w={{ base: '100%', xs: 'auto' }}
          style={{ alignSelf: 'flex-start' }}
        >
          Save phone
        </Button>
      </Stack>
      <ResultModal
        opened={saved}
        title={AUTH_MESSAGES.informationUpdatedTitle}
        actionLabel="OK"
        onAction={() => setSaved(false)}
      >
        Your phone has been saved.
      </ResultModal>
    </form>
  );
}
