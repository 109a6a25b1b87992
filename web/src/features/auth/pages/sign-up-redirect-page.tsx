import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { TIMINGS } from '@schemas/constants';
import { paths } from '@web/config/paths';
import { usePageTitle } from '@web/hooks/use-page-title';
import { loadAuth } from '@web/lib/load-auth';
import { queryKeys } from '@web/lib/query-keys';
import { createUser } from '../api/create-user';
import { completeSignUp } from '../complete-sign-up';
import { AUTH_MESSAGES } from '../messages';
import { landingPath } from '../redirect-rule';
import { refreshViewer } from '../session-cache';
import { askSignUpTabToSignIn } from '../sign-up-channel';
import type { LoginLocationState } from './login-page';

/** /sign-up-redirect: the e-mail link's landing; confirms, creates the profile, moves on. */
export function SignUpRedirectPage() {
  usePageTitle('Confirming your account');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // once per visit, also under StrictMode's double effects
    started.current = true;
    // Spec: show the error, then /my-profile after 3 s. The timer is not cancelled on unmount
    // on purpose: StrictMode's re-run must not swallow the redirect.
    const fail = (message: string) => {
      setError(message);
      window.setTimeout(() => void navigate(paths.myProfile, { replace: true }), TIMINGS.errorRedirectMs);
    };

    void (async () => {
      const auth = await loadAuth();
      const result = await completeSignUp(
        { email: search.get('email'), code: search.get('code') },
        {
          hasSession: auth.hasSession,
          hasCompleteSession: auth.hasCompleteSession,
          confirmSignUp: auth.confirmSignUpCode,
          askSignUpTabToSignIn: (email) => askSignUpTabToSignIn(email),
          readIdentity: auth.readSignedInIdentity,
          createUser,
          refreshSession: auth.refreshSession,
        },
      );
      switch (result.kind) {
        case 'done':
          if (result.profile) queryClient.setQueryData(queryKeys.user, result.profile);
          await refreshViewer(queryClient);
          // New customers have no move request yet, so the rule says /move-info.
          await navigate(result.profile ? landingPath({ signedIn: true, profile: result.profile }) : paths.moveInfo, {
            replace: true,
          });
          return;
        case 'sign-in-needed':
          await navigate(paths.login, {
            replace: true,
            state: { emailConfirmed: result.confirmed, email: result.email } satisfies LoginLocationState,
          });
          return;
        case 'failed':
          fail(result.message);
      }
    })().catch((failure: unknown) => {
      console.error('Sign-up redirect failed', failure);
      fail(AUTH_MESSAGES.unexpected);
    });
  }, [navigate, queryClient, search]);

  return (
    <Center mih="60dvh" px="md">
      <Stack align="center" gap="md" maw={440} w="100%" ta="center">
        {!error && <Loader size="lg" aria-hidden="true" />}
        <Title order={1} fz="h2">
          Confirming your account
        </Title>
        {error ? (
          <Alert
            color="red"
            variant="light"
            role="alert"
            title="We could not finish setting up your account"
            w="100%"
            ta="left"
          >
            <Text>{error}</Text>
            <Text size="sm" c="gray.7" mt="xs">
              Taking you on in a moment…
            </Text>
          </Alert>
        ) : (
          <Text c="gray.7" role="status">
            One moment while we set up your account.
          </Text>
        )}
      </Stack>
    </Center>
  );
}
