import { Anchor, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TIMINGS } from '@schemas/constants';
import { signInErrorMessage } from '../auth-errors';
import { signInSchema, type SignInValues } from '../form-schemas';
import { useTimedMessage } from '@web/hooks/use-timed-message';
import { useSignIn } from '../hooks/use-sign-in';
import { FormAlert } from './form-alert';
import { EmailField } from './email-field';

interface SignInFormProps {
  defaultEmail?: string;
  onForgotPassword: (email: string) => void;
}

/** Email and password; errors show for 5 s (spec section 4). */
export function SignInForm({ defaultEmail = '', onForgotPassword }: SignInFormProps) {
  const { message: error, show: showError, clear: clearError } = useTimedMessage(TIMINGS.loginErrorMs);
  const signIn = useSignIn();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: defaultEmail, password: '' },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    clearError();
    try {
      const problem = await signIn(values);
      if (problem) showError(problem);
    } catch (failure) {
      showError(signInErrorMessage(failure));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormAlert message={error} />
        <EmailField error={errors.email?.message} {...register('email')} />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          withAsterisk
          error={errors.password?.message}
          {...register('password')}
        />
        <Group justify="flex-end" mt={-6}>
          <Anchor component="button" type="button" size="sm" onClick={() => onForgotPassword(getValues('email'))}>
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth loading={isSubmitting}>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
