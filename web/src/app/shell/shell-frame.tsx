import type { ReactNode, Ref } from 'react';
import type { NavCounts } from './nav-items';
import { isChromeHidden, isTopNavHidden, pageBackgroundFor } from './shell-paths';
import classes from './shell.module.css';
import { SiteFooter } from './site-footer';
import { TopNav } from './top-nav';
import type { ShellViewer } from './use-shell-viewer';

interface ShellFrameProps {
  pathname: string;
  viewer: ShellViewer;
  counts: NavCounts;
  /** Customers not on Concierge yet get the footer's upgrade link. */
  offerConcierge: boolean;
  /** The page. */
  children: ReactNode;
  /** Between the page and the footer (the customer's bottom bar on phones). */
  bottomBar?: ReactNode;
  /** After the footer: the app-wide helpers that show over pages (loading bar, toasts). */
  overlays?: ReactNode;
  footerRef?: Ref<HTMLElement>;
}

/**
 * The markup around every page: skip link, top bar, main, footer by path. Shared by the running
 * app (root-layout.tsx) and the home page's first screen rendered at build time (prerender/), so
 * the two are the same page.
 */
export function ShellFrame({
  pathname,
  viewer,
  counts,
  offerConcierge,
  children,
  bottomBar,
  overlays,
  footerRef,
}: ShellFrameProps) {
  const chromeHidden = isChromeHidden(pathname);
  return (
    <div className={classes.page} data-background={pageBackgroundFor(pathname)}>
      <a href="#main" className={classes.skipLink}>
        Skip to main content
      </a>
      {!isTopNavHidden(pathname) && <TopNav viewer={viewer} counts={counts} />}
      <main id="main" tabIndex={-1} className={classes.main}>
        {children}
      </main>
      {!chromeHidden && bottomBar}
      {!chromeHidden && <SiteFooter ref={footerRef} offerConcierge={offerConcierge} />}
      {overlays}
    </div>
  );
}
