import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TIMINGS } from '@schemas/constants';
import { isApiError } from '@web/lib/api-error';
import type { CurrentUser } from '@web/lib/api/get-user';
import { useUpdateUser } from '@web/lib/api/update-user';
import { namesSchema, type NamesValues } from '../form-schemas';
import { useTimedMessage } from '@web/hooks/use-timed-message';
import { AUTH_MESSAGES } from '../messages';
import { FormAlert } from './form-alert';
import { NameFields } from '@web/components/form/name-fields';
import { ResultModal } from '@web/components/result-modal';

/** First and last name of the signed-in user's profile. */
export function NamesForm({ user }: { user: CurrentUser }) {
  const updateUser = useUpdateUser();
  const { message: error, show: showError, clear: clearError } = useTimedMessage(TIMINGS.validationErrorClearMs);
  const [updated, setUpdated] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<NamesValues>({
    resolver: zodResolver(namesSchema),
    values: { firstName: user.firstName, lastName: user.lastName },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    clearError();
    try {
      const saved = await updateUser.mutateAsync({ id: user.id, changes: values });
      reset({ firstName: saved.firstName, lastName: saved.lastName });
      setUpdated(true);
    } catch (failure) {
      showError(isApiError(failure) ? failure.message : AUTH_MESSAGES.unexpected);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="names-heading">
      <Stack gap="md">
        <FormAlert message={error} />
        <NameFields register={register} errors={errors} />
        <Button
          type="submit"
          loading={isSubmitting}
          disabled={!isDirty}
          w={{ base: '100%', xs: 'auto' }}
          style={{ alignSelf: 'flex-start' }}
        >
          Save changes
        </Button>
      </Stack>
      <ResultModal
        opened={updated}
        title={AUTH_MESSAGES.informationUpdatedTitle}
        actionLabel="OK"
        onAction={() => setUpdated(false)}
      >
        Your name has been saved.
      </ResultModal>
    </form>
  );
}
