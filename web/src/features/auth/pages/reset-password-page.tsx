import { Anchor, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { paths } from '@web/config/paths';
import { usePageTitle } from '@web/hooks/use-page-title';
import { loadAuth } from '@web/lib/load-auth';
import { AuthCard } from '../components/auth-card';
import { ResetPasswordForm } from '../components/reset-password-form';
import { ResultModal } from '@web/components/result-modal';
import { useResetMode } from '../hooks/use-reset-mode';
import { AUTH_MESSAGES } from '../messages';
import { resolveLandingPath } from '../redirect-rule';
import { markSignedIn } from '../session-cache';

/**
 * /reset-password: sets a new password from the e-mail link (then a modal, as the spec says),
 * or at an invited user's first sign-in ('Set your password'), which goes on into the app signed in.
 */
export function ResetPasswordPage() {
  const mode = useResetMode();
  const firstSignIn = mode.kind === 'new-password-challenge';
  usePageTitle(firstSignIn ? AUTH_MESSAGES.setPasswordTitle : 'Reset password');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [done, setDone] = useState(false);
  const [leaving, setLeaving] = useState(false);

  async function save(newPassword: string) {
    const auth = await loadAuth();
    if (mode.kind === 'link') {
      await auth.confirmPasswordReset(mode.email, mode.code, newPassword);
      setDone(true);
      return;
    }
    // A first sign-in: the chosen password finishes it, so the user goes straight on, signed in.
    const { nextStep } = await auth.completeNewPassword(newPassword);
    if (nextStep.signInStep !== 'DONE') throw new Error(`Sign-in stopped at ${nextStep.signInStep}`);
    await markSignedIn(queryClient);
    await continueOn();
  }

  /** The spec: "then redirects by role" (signed out, that is /login). */
  async function continueOn() {
    setLeaving(true);
    await navigate(await resolveLandingPath(queryClient), { replace: true });
  }

  if (mode.kind === 'checking') {
    return (
      <Center mih="50dvh" role="status" aria-label="Loading">
        <Loader aria-hidden="true" />
      </Center>
    );
  }
  if (mode.kind === 'signed-in') return <Navigate to={paths.profileEdit} replace />;
  if (mode.kind === 'nothing-to-do') {
    return (
      <AuthCard title="Reset password">
        <Text>
          To reset your password, open the link in the e-mail we sent you. You can ask for a new link on the sign-in
          page under “Forgot password?”.
        </Text>
        <Button component={Link} to={paths.login} size="md">
          Go to sign in
        </Button>
      </AuthCard>
    );
  }

  if (firstSignIn) {
    return (
      <AuthCard title={AUTH_MESSAGES.setPasswordTitle} subtitle={AUTH_MESSAGES.setPasswordSubtitle}>
        <ResetPasswordForm save={save} submitLabel={AUTH_MESSAGES.setPasswordButton} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Reset password"
      subtitle={
        <>
          Choose a new password for <b>{mode.email}</b>.
        </>
      }
    >
      <ResetPasswordForm save={save} />
      <Stack gap={0} align="center">
        <Anchor component={Link} to={paths.login} size="sm">
          Back to sign in
        </Anchor>
      </Stack>
      <ResultModal
        opened={done}
        title={AUTH_MESSAGES.passwordResetTitle}
        actionLabel="Continue"
        actionLoading={leaving}
        onAction={() => void continueOn()}
      >
        {AUTH_MESSAGES.passwordResetBody}
      </ResultModal>
    </AuthCard>
  );
}
