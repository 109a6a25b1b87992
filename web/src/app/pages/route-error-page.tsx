import { useEffect } from 'react';
import { Button } from '@mantine/core';
import { useRouteError } from 'react-router';
import { MessageScreen } from '@web/components/message-screen';
import { usePageTitle } from '@web/hooks/use-page-title';

/**
 * Shown when a page throws or its code cannot be downloaded (typically after a new deploy
 * replaced the chunk files): reloading fetches the current version.
 */
export function RouteErrorPage() {
  usePageTitle('Something went wrong');
  const error = useRouteError();
  useEffect(() => console.error('Route error', error), [error]);

  return (
    <MessageScreen
      fullScreen
      title="Something went wrong"
      action={
        <Button size="md" onClick={() => window.location.reload()}>
          Reload page
        </Button>
      }
    >
      Sorry, this page could not be shown. Reloading usually fixes it.
    </MessageScreen>
  );
}
