import { Anchor, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { VettingProcessLink } from '@web/components/vetting-process';
import { paths } from '@web/config/paths';
import { usePageTitle } from '@web/hooks/use-page-title';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import { ResultModal } from '@web/components/result-modal';
import { SignUpForm } from '../components/sign-up-form';
import { useSignUp } from '../hooks/use-sign-up';
import { AUTH_MESSAGES } from '../messages';
import type { LoginLocationState } from './login-page';

/** /signup: customer sign-up (spec section 2). */
export function SignupPage() {
  usePageTitle('Sign up');
  const navigate = useNavigate();
  const { outcome, submit, dismiss } = useSignUp();

  return (
    <AuthCard
      width="md"
      title="Sign up"
      subtitle={
        <>
          Get personalised quotes from movers we have vetted ourselves. <VettingProcessLink />
        </>
      }
    >
      <SignUpForm onSubmit={submit} />
      {/* Below the form, next to Continue, where the eye is after submitting on a phone. */}
      <FormAlert message={outcome.kind === 'failed' ? outcome.message : null} />
      <Text ta="center" size="sm">
        Already have an account?{' '}
        <Anchor component={Link} to={paths.login} fw={600}>
          Sign in
        </Anchor>
      </Text>

      <ResultModal
        opened={outcome.kind === 'created'}
        title={AUTH_MESSAGES.accountCreatedTitle}
        actionLabel="Got it"
        onAction={dismiss}
      >
        <Text>
          We have sent a confirmation e-mail to <b>{outcome.kind === 'created' ? outcome.email : ''}</b>. Open the link
          in it to confirm your account.
        </Text>
        <Text size="sm" c="gray.7">
          Keep this page open: once you confirm, you will be signed in here too.
        </Text>
      </ResultModal>

      <ResultModal
        opened={outcome.kind === 'already-registered'}
        title="Already signed up"
        actionLabel="Sign in"
        onClose={dismiss}
        onAction={() =>
          void navigate(paths.login, {
            state: { email: outcome.kind === 'already-registered' ? outcome.email : '' } satisfies LoginLocationState,
          })
        }
      >
        {AUTH_MESSAGES.alreadySignedUp}
      </ResultModal>
    </AuthCard>
  );
}
