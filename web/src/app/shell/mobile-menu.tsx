import { lazy, Suspense, useState } from 'react';
import { Burger } from '@mantine/core';
import type { NavCounts } from './nav-items';
import type { ShellViewer } from './use-shell-viewer';

// The panel's code (Drawer, focus trap, scroll lock) loads on the first open.
const MobileMenuDrawer = lazy(() => import('./mobile-menu-drawer'));

/** The small-screen menu button (under 768 px) and its popup panel. */
export function MobileMenu({ viewer, counts }: { viewer: ShellViewer; counts: NavCounts }) {
  const [opened, setOpened] = useState(false);
  const [requested, setRequested] = useState(false);
  if (viewer.kind === 'loading') return null;

  return (
    <>
      <Burger
        opened={opened}
        onClick={() => {
          setRequested(true);
          setOpened((open) => !open);
        }}
        hiddenFrom="sm"
        size="sm"
        aria-label={opened ? 'Close menu' : 'Open menu'}
        aria-expanded={opened}
        aria-controls={opened ? 'mobile-menu' : undefined}
      />
      {requested && (
        <Suspense fallback={null}>
          <MobileMenuDrawer viewer={viewer} counts={counts} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
