import { Container, Group } from '@mantine/core';
import { DesktopNav } from './desktop-nav';
import { LogoLink } from './logo-link';
import { MobileMenu } from './mobile-menu';
import type { NavCounts } from './nav-items';
import classes from './shell.module.css';
import type { ShellViewer } from './use-shell-viewer';

/** The bar at the top: logo, then the role's nav (768 px and up) or the menu button (below). */
export function TopNav({ viewer, counts }: { viewer: ShellViewer; counts: NavCounts }) {
  return (
    <header className={classes.header}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <LogoLink signedIn={viewer.kind === 'member'} />
          <DesktopNav viewer={viewer} counts={counts} />
          <MobileMenu viewer={viewer} counts={counts} />
        </Group>
      </Container>
    </header>
  );
}
