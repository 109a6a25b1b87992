import { useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { DebugPanel } from './shell/debug-panel';
import { MobileBottomBar } from './shell/mobile-bottom-bar';
import { isTopNavHidden } from './shell/shell-paths';
import { ShellFrame } from './shell/shell-frame';
import { UpdateToast } from './shell/update-toast';
import { useNavCounts } from './shell/use-nav-counts';
import { useShellViewer } from './shell/use-shell-viewer';
import { ShellViewerProvider } from './shell/shell-viewer-provider';
import { UserLoadingBar } from './shell/user-loading-bar';

/** The frame around every page (spec section 2, "Shell"): nav, footer and app-wide helpers by path and role. */
export function RootLayout() {
  return (
    <ShellViewerProvider>
      <ShellFrameOfRoute />
    </ShellViewerProvider>
  );
}

function ShellFrameOfRoute() {
  const { pathname } = useLocation();
  const viewer = useShellViewer();
  const counts = useNavCounts();
  const [footer, setFooter] = useState<HTMLElement | null>(null);
  const isCustomer = viewer.kind === 'member' && viewer.role === 'MOVER';

  return (
    <ShellFrame
      pathname={pathname}
      viewer={viewer}
      counts={counts}
      offerConcierge={isCustomer && !viewer.concierge}
      footerRef={setFooter}
      bottomBar={isCustomer && <MobileBottomBar footer={footer} counts={counts} />}
      overlays={
        <>
          <UserLoadingBar belowNav={!isTopNavHidden(pathname)} />
          <DebugPanel />
          <UpdateToast />
          <ScrollRestoration />
        </>
      }
    >
      <Outlet />
    </ShellFrame>
  );
}
