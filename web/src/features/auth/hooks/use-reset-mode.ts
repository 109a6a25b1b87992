import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { loadAuth } from '@web/lib/load-auth';

/** How /reset-password was reached (the spec's three entry modes). */
export type ResetMode =
  | { kind: 'checking' }
  /** (a) The reset e-mail's link: email and code in the query. */
  | { kind: 'link'; email: string; code: string }
  /** (b) A sign-in that requires a new password (invited user, temporary password). */
  | { kind: 'new-password-challenge' }
  /** (c) Signed in, with neither: changing a password needs the old one, on /profile/edit. */
  | { kind: 'signed-in' }
  | { kind: 'nothing-to-do' };

export function useResetMode(): ResetMode {
  const [search] = useSearchParams();
  const fromSignIn = Boolean((useLocation().state as { newPasswordChallenge?: boolean } | null)?.newPasswordChallenge);
  const email = search.get('email');
  const code = search.get('code');
  const [mode, setMode] = useState<ResetMode>(email && code ? { kind: 'link', email, code } : { kind: 'checking' });

  useEffect(() => {
    if (email && code) {
      setMode({ kind: 'link', email, code });
      return;
    }
    let current = true;
    void loadAuth()
      .then(async (auth) => {
        // Amplify keeps the pending challenge for 3 minutes, also across a reload.
        if (fromSignIn || auth.hasPendingNewPasswordChallenge()) return { kind: 'new-password-challenge' } as const;
        return (await auth.hasSession()) ? ({ kind: 'signed-in' } as const) : ({ kind: 'nothing-to-do' } as const);
      })
      .catch(() => ({ kind: 'nothing-to-do' }) as const)
      .then((next) => {
        if (current) setMode(next);
      });
    return () => {
      current = false;
    };
  }, [email, code, fromSignIn]);

  return mode;
}
