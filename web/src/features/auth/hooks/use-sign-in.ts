import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { loadAuth } from '@web/lib/load-auth';
import { signInStepMessage } from '../auth-errors';
import { AUTH_MESSAGES } from '../messages';
import { landingPath, resolveLandingPath } from '../redirect-rule';
import { markSignedIn } from '../session-cache';

/**
 * Signs in and goes where the redirect rule says. Resolves with a message to show when the
 * sign-in cannot finish here (unconfirmed e-mail ...); throws the provider's error.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return async ({ email, password }: { email: string; password: string }): Promise<string | undefined> => {
    const auth = await loadAuth();
    const { nextStep } = await auth.signInWithPassword(email, password);
    switch (nextStep.signInStep) {
      case 'DONE':
        await markSignedIn(queryClient);
        await navigate(await resolveLandingPath(queryClient), { replace: true });
        return undefined;
      case 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED':
        // The password was right; the session starts once a new one is set (rule step 3).
        await navigate(landingPath({ signedIn: true, forcedPasswordReset: true }), {
          state: { newPasswordChallenge: true },
        });
        return undefined;
      default:
        return signInStepMessage(nextStep.signInStep) ?? AUTH_MESSAGES.unexpected;
    }
  };
}
