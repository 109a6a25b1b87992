import type { Page } from '@playwright/test';
import { e2eStack, expect, test } from './support';

/**
 * The home page's first screen comes as HTML (web/prerender.ts renders it at build time into
 * home.html, served for '/'): a first visit paints the hero before any script runs, the app
 * takes the page over without a visible change, and no other route ever shows it.
 */
test.beforeAll(() => {
  e2eStack();
});

const HERO_TITLE = 'Compare quotes from trusted movers in one place';

/** The hero's parts whose places must not move when the app takes over. */
function heroParts(page: Page) {
  return [
    page.getByRole('heading', { level: 1, name: HERO_TITLE }),
    page.getByRole('link', { name: 'Tell us about your move' }),
    page.getByText('Returning user?'),
    page.getByText('Personally vetted movers', { exact: true }),
    page.getByRole('banner').getByRole('link', { name: 'MoveMatch' }),
  ];
}

async function placesOf(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  return Promise.all(heroParts(page).map((part) => part.boundingBox()));
}

/**
 * Records, from the first byte of every page, what a user would see go wrong: the page skeleton,
 * #root without a heading after it had one, the home hero, and the layout's shifts.
 */
function watchFirstPaint() {
  const seen = { skeleton: false, blankAfterHero: false, homeHero: false, shift: 0 };
  (window as unknown as { firstPaint: typeof seen }).firstPaint = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
      if (!entry.hadRecentInput) seen.shift += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new MutationObserver(() => {
    const root = document.getElementById('root');
    if (!root) return;
    if (root.querySelector('[data-testid="page-skeleton"]')) seen.skeleton = true;
    const hero = [...root.querySelectorAll('h1')].some((title) => title.textContent?.includes('trusted movers'));
    if (hero) seen.homeHero = true;
    else if (seen.homeHero && location.pathname === '/') seen.blankAfterHero = true;
  }).observe(document, { childList: true, subtree: true });
}

async function firstPaintSeen(page: Page) {
  return page.evaluate(
    () =>
      (
        window as unknown as {
          firstPaint: { skeleton: boolean; blankAfterHero: boolean; homeHero: boolean; shift: number };
        }
      ).firstPaint,
  );
}

test.describe('before any script', { tag: '@phone' }, () => {
  test.use({ javaScriptEnabled: false, freshTab: true });

  test('the first screen is in the HTML, styled, where the app draws it', async ({ page, browser, shot }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HERO_TITLE })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in', exact: true })).toHaveAttribute('href', '/login');
    // Plain links: a click before the app has taken over still goes where it should.
    await expect(page.getByRole('link', { name: 'Tell us about your move' })).toHaveAttribute('href', '/move-info');
    await expect(page.getByRole('link', { name: 'Tell us about your move' })).toHaveCSS(
      'background-color',
      'rgb(13, 115, 97)', // brand 7 (#0d7361): the theme's variables and Mantine's styles are in the page
    );
    const prerendered = await placesOf(page);
    await shot('home-first-screen-no-script');

    // The same page once the app has rendered it: every part where the HTML had it.
    // (A context made here takes the project's options, this block's too: scripts on again.)
    const context = await browser.newContext({ javaScriptEnabled: true });
    try {
      const app = await context.newPage();
      await app.goto('/');
      await expect(app.getByRole('heading', { level: 3, name: 'Share your move details' })).toBeVisible();
      expect(await placesOf(app)).toEqual(prerendered);
    } finally {
      await context.close();
    }
  });
});

test('the app takes the first screen over without a skeleton, a blank moment or a shift', async ({ page }) => {
  await page.addInitScript(watchFirstPaint);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 3, name: 'Share your move details' })).toBeVisible();
  const seen = await firstPaintSeen(page);
  expect(seen).toMatchObject({ skeleton: false, blankAfterHero: false, homeHero: true });
  expect(seen.shift).toBeLessThan(0.01);
  // The app's own page, interactive: the visitor's button leads to sign-in.
  await page.getByRole('link', { name: 'Tell us about your move' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('every other route gets the empty shell, never the home page', async ({ page }) => {
  const home = await (await page.request.get('/')).text();
  expect(home).toContain('data-prerendered="home"');
  expect(home).toContain(HERO_TITLE);
  for (const path of ['/terms-and-privacy', '/index.html', '/no/such/page']) {
    const html = await (await page.request.get(path)).text();
    expect(html, path).toContain('<div id="root"></div>');
    expect(html, path).not.toContain(HERO_TITLE);
  }

  await page.addInitScript(watchFirstPaint);
  await page.goto('/terms-and-privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and privacy' })).toBeVisible();
  expect((await firstPaintSeen(page)).homeHero).toBe(false);
});
