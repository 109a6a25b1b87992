import { Anchor, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@web/config/paths';
import { SESSION_ENDED_MESSAGES } from '@schemas/session';
import { usePageTitle } from '@web/hooks/use-page-title';
import { forgetSessionEndedReason, sessionEndedReason } from '@web/lib/session-end';
import { AuthCard } from '../components/auth-card';
import { ForgotPasswordPanel } from '../components/forgot-password-panel';
import { FormAlert } from '../components/form-alert';
import { SignInForm } from '../components/sign-in-form';
import { AUTH_MESSAGES } from '../messages';

/** What other pages may hand to /login in the router state. */
export interface LoginLocationState {
  /** Set by /sign-up-redirect when the e-mail is confirmed but this tab has no session. */
  emailConfirmed?: boolean;
  email?: string;
}

/** /login: sign in, or ask for a reset link (spec section 2). */
export function LoginPage() {
  usePageTitle('Sign in');
  const state = (useLocation().state ?? {}) as LoginLocationState;
  const [panel, setPanel] = useState<{ kind: 'sign-in' | 'forgot'; email: string }>({
    kind: 'sign-in',
    email: state.email ?? '',
  });
  // Why the last session ended (refused by the server, or signed out in another tab), shown once.
  const [endedReason] = useState(sessionEndedReason);
  useEffect(forgetSessionEndedReason, []);

  if (panel.kind === 'forgot') {
    return (
      <AuthCard title="Reset your password">
        <ForgotPasswordPanel
          defaultEmail={panel.email}
          onBack={() => setPanel({ kind: 'sign-in', email: panel.email })}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Sign in" subtitle="Welcome back. Sign in to compare quotes from vetted movers.">
      {state.emailConfirmed && <FormAlert tone="success" message={AUTH_MESSAGES.emailConfirmedNote} />}
      <FormAlert tone="info" title={SESSION_ENDED_MESSAGES.title} message={endedReason} />
      <SignInForm defaultEmail={panel.email} onForgotPassword={(email) => setPanel({ kind: 'forgot', email })} />
      <Text ta="center" size="sm">
        New to MoveMatch?{' '}
        <Anchor component={Link} to={paths.signup} fw={600}>
          Create an account
        </Anchor>
      </Text>
    </AuthCard>
  );
}
