/*
 * Leaving the app for another site (a payment provider's checkout) or reloading it: the
 * browser's own navigation, behind one object so a test can watch it instead of jsdom.
 */
export const browserNavigation = {
  assign: (url: string) => window.location.assign(url),
  reload: () => window.location.reload(),
};

/** Goes to `url` after `delayMs` (the spec's 3 s payment redirects); returns the cancel. */
export function assignAfter(url: string, delayMs: number): () => void {
  const timer = window.setTimeout(() => browserNavigation.assign(url), delayMs);
  return () => window.clearTimeout(timer);
}
