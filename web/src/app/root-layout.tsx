import { useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { DebugPanel } from './shell/debug-panel';
import { MobileBottomBar } from './shell/mobile-bottom-bar';
import { isChromeHidden, isTopNavHidden, pageBackgroundFor } from './shell/shell-paths';
import shellClasses from './shell/shell.module.css';
import { SiteFooter } from './shell/site-footer';
import { TopNav } from './shell/top-nav';
import { UpdateToast } from './shell/update-toast';
import { useNavCounts } from './shell/use-nav-counts';
import { useShellViewer } from './shell/use-shell-viewer';
import { ShellViewerProvider } from './shell/shell-viewer-provider';
import { UserLoadingBar } from './shell/user-loading-bar';

/** The frame around every page (spec section 2, "Shell"): nav, footer and app-wide helpers by path and role. */
export function RootLayout() {
  return (
    <ShellViewerProvider>
      <ShellFrame />
    </ShellViewerProvider>
  );
}

function ShellFrame() {
  const { pathname } = useLocation();
  const viewer = useShellViewer();
  const counts = useNavCounts();
  const [footer, setFooter] = useState<HTMLElement | null>(null);

  const chromeHidden = isChromeHidden(pathname);
  const isCustomer = viewer.kind === 'member' && viewer.role === 'MOVER';

  return (
    <div className={shellClasses.page} data-background={pageBackgroundFor(pathname)}>
      <a href="#main" className={shellClasses.skipLink}>
        Skip to main content
      </a>
      {!isTopNavHidden(pathname) && <TopNav viewer={viewer} counts={counts} />}
      <main id="main" tabIndex={-1} className={shellClasses.main}>
        <Outlet />
      </main>
      {!chromeHidden && isCustomer && <MobileBottomBar footer={footer} counts={counts} />}
      {!chromeHidden && <SiteFooter ref={setFooter} offerConcierge={isCustomer && !viewer.concierge} />}
      <UserLoadingBar belowNav={!isTopNavHidden(pathname)} />
      <DebugPanel />
      <UpdateToast />
      <ScrollRestoration />
    </div>
  );
}
