import { Button, Group, Skeleton } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@web/config/paths';
import { NavItemLink } from './nav-item-link';
import { navItemsFor, type NavCounts } from './nav-items';
import type { ShellViewer } from './use-shell-viewer';

/** The top nav from 768 px up: the role's items, or Sign in / Sign up for visitors. */
export function DesktopNav({ viewer, counts }: { viewer: ShellViewer; counts: NavCounts }) {
  if (viewer.kind === 'visitor') {
    return (
      <Group gap="xs" visibleFrom="sm">
        <Button component={Link} to={paths.login} variant="subtle">
          Sign in
        </Button>
        <Button component={Link} to={paths.signup}>
          Sign up
        </Button>
      </Group>
    );
  }
  if (viewer.kind === 'loading' || viewer.role === null) {
    return <Skeleton h={32} w={320} radius="xl" visibleFrom="sm" aria-hidden="true" />;
  }
  return (
    <Group component="nav" aria-label="Main" gap={4} visibleFrom="sm" wrap="nowrap">
      {navItemsFor(viewer.role).map((item) => (
        <NavItemLink key={item.to} item={item} counts={counts} initials={viewer.initials} logoUrl={viewer.logoUrl} />
      ))}
    </Group>
  );
}
