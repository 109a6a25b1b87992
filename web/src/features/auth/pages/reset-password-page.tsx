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

/** /reset-password: sets a new password from the e-mail link or a forced first sign-in. */
export function ResetPasswordPage() {
  usePageTitle('Reset password');
  const mode = useResetMode();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [done, setDone] = useState(false);
  const [leaving, setLeaving] = useState(false);

  async function save(newPassword: string) {
    const auth = await loadAuth();
    if (mode.kind === 'link') {
      await auth.confirmPasswordReset(mode.email, mode.code, newPassword);
    } else {
      const { nextStep } = await auth.completeNewPassword(newPassword);
      if (nextStep.signInStep !== 'DONE') throw new Error(`Sign-in stopped at ${nextStep.signInStep}`);
      await markSignedIn(queryClient);
    }
    setDone(true);
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

  return (
    <AuthCard
      title="Reset password"
      subtitle={
        mode.kind === 'link' ? (
          <>
            Choose a new password for <b>{mode.email}</b>.
          </>
        ) : (
          'Welcome to MoveMatch. Please choose your own password to finish signing in.'
        )
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
