import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { TIMINGS } from '@schemas/constants';
import { paths } from '@web/config/paths';
import { loadAuth } from '@web/lib/load-auth';
import { isUsernameExistsError, signUpErrorMessage } from '../auth-errors';
import type { SignUpValues } from '../form-schemas';
import { signInWhenConfirmedElsewhere } from '../sign-up-channel';

export type SignUpOutcome =
  | { kind: 'idle' }
  | { kind: 'created'; email: string }
  | { kind: 'already-registered'; email: string }
  | { kind: 'failed'; message: string };

/**
 * Creates the account, then waits (in memory, while this page is open) for the e-mail link to
 * be opened in another tab, to sign in here and finish at /sign-up-redirect. The outcome
 * 'created' arrives after the spec's 500 ms delay.
 */
export function useSignUp() {
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<SignUpOutcome>({ kind: 'idle' });
  const stopListening = useRef<() => void>(() => {});
  const modalTimer = useRef<number | undefined>(undefined);

  useEffect(
    () => () => {
      stopListening.current(); // leaving the page drops the password
      window.clearTimeout(modalTimer.current);
    },
    [],
  );

  async function submit(values: SignUpValues): Promise<void> {
    setOutcome({ kind: 'idle' });
    const auth = await loadAuth();
    try {
      await auth.signUpCustomer(values);
    } catch (error) {
      if (isUsernameExistsError(error)) setOutcome({ kind: 'already-registered', email: values.email });
      else setOutcome({ kind: 'failed', message: signUpErrorMessage(error) });
      return;
    }
    const { email, password } = values;
    stopListening.current();
    stopListening.current = signInWhenConfirmedElsewhere({
      email,
      signIn: async () => {
        const { nextStep } = await auth.signInWithPassword(email, password);
        if (nextStep.signInStep !== 'DONE') throw new Error(`Sign-in stopped at ${nextStep.signInStep}`);
      },
      onSignedIn: () => void navigate(paths.signUpRedirect, { replace: true }),
    });
    await new Promise<void>((resolve) => {
      modalTimer.current = window.setTimeout(resolve, TIMINGS.signUpSuccessModalDelayMs);
    });
    setOutcome({ kind: 'created', email });
  }

  return { outcome, submit, dismiss: () => setOutcome({ kind: 'idle' }) };
}
