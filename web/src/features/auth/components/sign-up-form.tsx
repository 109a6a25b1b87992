import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { signUpSchema, type SignUpValues } from '../form-schemas';
import { useRecheckConfirmation } from '../hooks/use-recheck-confirmation';
import { PASSWORD_HINT } from '../password-rules';
import { NameFields } from '@web/components/form/name-fields';
import { TermsCheckbox } from './terms-checkbox';
import { EmailField } from './email-field';

interface SignUpFormProps {
  onSubmit: (values: SignUpValues) => Promise<void>;
}

/** The fuller sign-up form: Continue stays greyed and disabled until every rule is met. */
export function SignUpForm({ onSubmit }: SignUpFormProps) {
  const form = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '', acceptTerms: false },
    mode: 'onTouched',
  });
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting, isValid },
  } = form;
  useRecheckConfirmation(form, 'password', 'confirmPassword');

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        <NameFields register={register} errors={errors} />
        <EmailField error={errors.email?.message} {...register('email')} />
        <PasswordInput
          label="Password"
          description={PASSWORD_HINT}
          autoComplete="new-password"
          withAsterisk
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordInput
          label="Confirm Password"
          autoComplete="new-password"
          withAsterisk
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <TermsCheckbox accepted={watch('acceptTerms')} registration={register('acceptTerms')} />
        <Button type="submit" size="md" fullWidth disabled={!isValid} loading={isSubmitting}>
          Continue
        </Button>
      </Stack>
    </form>
  );
}
