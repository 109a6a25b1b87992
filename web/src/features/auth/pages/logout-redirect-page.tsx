import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LoadingState } from '@web/components/loading-state';
import { paths } from '@web/config/paths';
import { usePageTitle } from '@web/hooks/use-page-title';
import { loadAuth } from '@web/lib/load-auth';

/**
 * /logout-redirect: signs out, forgets the cached user, local and session storage, then
 * loads /login afresh (spec section 2).
 */
export function LogoutRedirectPage() {
  usePageTitle('Signing out');
  const queryClient = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        await (await loadAuth()).signOutEverywhere();
      } catch (error) {
        // Clearing storage below removes Amplify's tokens anyway.
        console.warn('Sign-out call failed; clearing the session locally', error);
      }
      queryClient.clear();
      localStorage.clear();
      sessionStorage.clear();
      window.location.replace(paths.login);
    })();
  }, [queryClient]);

  return <LoadingState label="Signing out" />;
}
