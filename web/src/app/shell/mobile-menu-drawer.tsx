import { Button, Divider, Drawer, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@web/config/paths';
import { NavItemLink } from './nav-item-link';
import { navItemsFor, type NavCounts } from './nav-items';
import classes from './shell.module.css';
import type { ShellViewer } from './use-shell-viewer';

export interface MobileMenuDrawerProps {
  viewer: Exclude<ShellViewer, { kind: 'loading' }>;
  counts: NavCounts;
  opened: boolean;
  onClose: () => void;
}

/**
 * The small-screen menu's panel: the role's items and Sign out, or Sign in and Sign up for
 * visitors (spec section 2). A default export: mobile-menu.tsx loads it on the first open.
 */
export default function MobileMenuDrawer({ viewer, counts, opened, onClose }: MobileMenuDrawerProps) {
  return (
    <Drawer
      id="mobile-menu"
      opened={opened}
      onClose={onClose}
      title="Menu"
      position="right"
      size="min(320px, 85%)"
      closeButtonProps={{ 'aria-label': 'Close menu' }}
      classNames={{ title: classes.drawerTitle }}
    >
      {viewer.kind === 'visitor' ? (
        <Stack gap="sm">
          <Button component={Link} to={paths.login} variant="default" size="md" onClick={onClose}>
            Sign in
          </Button>
          <Button component={Link} to={paths.signup} size="md" onClick={onClose}>
            Sign up
          </Button>
        </Stack>
      ) : (
        <Stack component="nav" aria-label="Main" gap={4} className={classes.mobileNav}>
          {(viewer.role ? navItemsFor(viewer.role) : []).map((item) => (
            <NavItemLink
              key={item.to}
              item={item}
              counts={counts}
              initials={viewer.initials}
              logoUrl={viewer.logoUrl}
              onNavigate={onClose}
            />
          ))}
          <Divider my="xs" />
          <Link to={paths.logoutRedirect} className={classes.navLink} onClick={onClose}>
            Sign out
          </Link>
        </Stack>
      )}
    </Drawer>
  );
}
