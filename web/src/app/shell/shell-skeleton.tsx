import { Container, Group } from '@mantine/core';
import { PageSkeleton } from '@web/components/page-skeleton';
import { LogoMark } from './logo-link';
import { isTopNavHidden, pageBackgroundFor } from './shell-paths';
import classes from './shell.module.css';

/**
 * The app's frame before the router or its first page is ready: the top bar with the logo and
 * the page's skeleton, never a blank screen with a spinner. It needs no router (the runtime
 * config gate shows it before one exists), so it reads the path from the window.
 */
export function ShellSkeleton({ label = 'Loading MoveMatch' }: { label?: string }) {
  const { pathname } = window.location;
  return (
    <div className={classes.page} data-background={pageBackgroundFor(pathname)}>
      {!isTopNavHidden(pathname) && (
        <header className={classes.header}>
          <Container size="lg" h="100%">
            <Group h="100%" wrap="nowrap">
              <a href="/" className={classes.brand}>
                <LogoMark />
                <span>MoveMatch</span>
              </a>
            </Group>
          </Container>
        </header>
      )}
      <main id="main" className={classes.main}>
        <PageSkeleton label={label} />
      </main>
    </div>
  );
}
