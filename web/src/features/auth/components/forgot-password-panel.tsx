import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TIMINGS } from '@schemas/constants';
import { loadAuth } from '@web/lib/load-auth';
import { errorName, providerErrorMessage } from '../auth-errors';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../form-schemas';
import { useTimedMessage } from '@web/hooks/use-timed-message';
import { FormAlert } from './form-alert';
import { EmailField } from './email-field';

interface ForgotPasswordPanelProps {
  defaultEmail?: string;
  onBack: () => void;
}

/** Sends the reset e-mail (its link opens /reset-password), then confirms it was sent. */
export function ForgotPasswordPanel({ defaultEmail = '', onBack }: ForgotPasswordPanelProps) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { message: error, show: showError, clear: clearError } = useTimedMessage(TIMINGS.loginErrorMs);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: defaultEmail },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    clearError();
    try {
      await (await loadAuth()).requestPasswordReset(email);
      setSentTo(email);
    } catch (failure) {
      // Saying "no such account" would tell strangers who has one: confirm the same way.
      if (errorName(failure) === 'UserNotFoundException') setSentTo(email);
      else showError(providerErrorMessage(failure));
    }
  });

  if (sentTo) {
    return (
      <Stack gap="md" role="status">
        <Text fw={700} size="lg">
          Check your e-mail
        </Text>
        <Text>
          If an account exists for <b>{sentTo}</b>, we have sent it a link to reset your password. The link opens a page
          where you choose a new one.
        </Text>
        <Button variant="light" onClick={onBack}>
          Back to sign in
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="gray.7">
          Enter the e-mail address of your account and we will send you a link to reset your password.
        </Text>
        <FormAlert message={error} />
        <EmailField data-autofocus error={errors.email?.message} {...register('email')} />
        <Button type="submit" size="md" fullWidth loading={isSubmitting}>
          Send reset link
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onBack} ta="center">
          Back to sign in
        </Anchor>
      </Stack>
    </form>
  );
}
