import { renderToString } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StaticRouter } from 'react-router';
import { paths } from '@web/config/paths';
import { HomePage } from '@web/features/home/home-page';
import { queryKeys } from '@web/lib/query-keys';
import { ShellFrame } from '../shell/shell-frame';
import { mantineProviderProps } from '../theme';

/**
 * The home page's first screen as HTML, rendered at build time (web/prerender.ts) into the page
 * served for '/': a first visit paints the hero before any script runs (home LCP,
 * docs/benchmarks.md). It is what the app's own first render of '/' shows a visitor (the session
 * not read yet: the nav's placeholder; the sections under the hero come after the first paint,
 * their place held), so the app takes over without a visible change (main.tsx).
 */
export function renderHomeFirstScreen(): string {
  const queryClient = new QueryClient();
  // A visitor: the hero asks for the session, which only a browser can read.
  queryClient.setQueryData(queryKeys.session, false);
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <MantineProvider {...mantineProviderProps}>
        <StaticRouter location={paths.home}>
          <ShellFrame pathname={paths.home} viewer={{ kind: 'loading' }} counts={{}} offerConcierge={false}>
            <HomePage />
          </ShellFrame>
        </StaticRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}
