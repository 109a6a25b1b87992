import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { MessageScreen } from '@web/components/message-screen';
import { usePageTitle } from '@web/hooks/use-page-title';
import { loadedRuntimeConfig, runtimeConfigReady } from '@web/lib/runtime-config';
import { queryKeys } from '@web/lib/query-keys';
import { ShellSkeleton } from './shell/shell-skeleton';

/** Renders the app only once /config.json is loaded: auth and API calls depend on it. */
export function RuntimeConfigGate({ children }: { children: ReactNode }) {
  const config = useQuery({
    queryKey: queryKeys.runtimeConfig,
    queryFn: () => runtimeConfigReady(),
    // Loaded before the first render (a prerendered page waits for it): no skeleton frame.
    initialData: loadedRuntimeConfig,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 1, // one quick retry, then tell the user instead of spinning for 7 s
  });

  if (config.isPending) return <ShellSkeleton label="Loading MoveMatch" />;
  if (config.isError) return <ConfigErrorScreen retrying={config.isFetching} onRetry={() => void config.refetch()} />;
  return children;
}

function ConfigErrorScreen({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  usePageTitle();
  return (
    <MessageScreen
      fullScreen
      title="MoveMatch could not start"
      action={
        <Button size="md" loading={retrying} onClick={onRetry}>
          Try again
        </Button>
      }
    >
      We couldn't load the app's settings. Please check your connection and try again.
    </MessageScreen>
  );
}
