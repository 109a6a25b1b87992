import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { rootDir } from '@test/support/test-stack';
import { DEMO_ADMIN, DEMO_COMPANY_USER, DEMO_CUSTOMER, e2eStack, expect, startSignedIn, test } from './support';

/**
 * The shell every screen sits in (spec section 2, "Shell") and the public pages: nav per
 * role, mobile bar and menu, footer, debug panel, service worker update toast, home,
 * terms and privacy, and Page not found inside the shell.
 */
test.beforeAll(() => {
  e2eStack();
});

const mainNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Main' });

/** Opens a signed-in page the way a user gets there: home first, then the nav. */
async function openFromNav(page: Page, label: string) {
  await page.goto('/');
  await mainNav(page).getByRole('link', { name: label, exact: true }).click();
}

async function typeDebug(page: Page) {
  await page.keyboard.down('Shift');
  for (const key of ['D', 'E', 'B', 'U', 'G']) await page.keyboard.press(key);
  await page.keyboard.up('Shift');
}

test.describe('desktop', () => {
  test.skip(({ isMobile }) => isMobile, 'top nav from 768 px up');

  test('a customer sees Find movers, My quotes, My messages, My account with their initials', async ({
    page,
    shot,
  }) => {
    await startSignedIn(page, DEMO_CUSTOMER);
    await openFromNav(page, 'Find movers');
    await expect(page).toHaveURL(/\/move-info$/);
    const links = mainNav(page).getByRole('link');
    // Items with a red dot also carry its screen-reader count ("(1 unread message)", "(3 unread messages)"): the seed lights some.
    await expect(links).toHaveText(['Find movers', /^My quotes/, /^My messages/, /My account$/]);
    const account = mainNav(page).getByRole('link', { name: 'My account', exact: true });
    await expect(account).toHaveAttribute('href', '/profile');
    await expect(account.getByTestId('account-avatar')).toHaveText('JR');
    await expect(mainNav(page).getByRole('link', { name: 'Find movers' })).toHaveAttribute('aria-current', 'page');
    await shot('shell-customer');
  });

  test('a company sees its own nav, and the logo applies the redirect rule', async ({ page, shot }) => {
    await startSignedIn(page, DEMO_COMPANY_USER);
    await openFromNav(page, 'Find leads');
    await expect(page).toHaveURL(/\/find-leads$/);
    await expect(mainNav(page).getByRole('link')).toHaveText([
      'Availability Calendar',
      'Find leads',
      /^Manage leads/,
      /^Messages/,
      /My account$/,
    ]);
    // A company's account item shows its logo (initials only if the logo fails to load).
    await expect(mainNav(page).getByTestId('account-avatar').locator('img')).toHaveAttribute('src', /.+/);
    await shot('shell-company');
    await page.getByRole('banner').getByRole('link', { name: 'MoveMatch' }).click();
    await expect(page).toHaveURL(/\/manage-leads$/);
  });

  test('an admin sees Admin dashboard and My account', async ({ page }) => {
    await startSignedIn(page, DEMO_ADMIN);
    await page.goto('/');
    await expect(mainNav(page).getByRole('link')).toHaveText(['Admin dashboard', /My account$/]);
    await expect(mainNav(page).getByTestId('account-avatar')).toHaveText('AA');
  });

  test('a visitor sees Sign in and Sign up, and the logo leads home', async ({ page }) => {
    await page.goto('/terms-and-privacy');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await expect(banner.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    await expect(banner.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await banner.getByRole('link', { name: 'MoveMatch' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a slow profile shows a thin bar and the page skeleton inside the shell, never a full-screen cover', async ({
    page,
    shot,
  }) => {
    await startSignedIn(page, DEMO_CUSTOMER);
    // The profile answers only once the loading state was seen (a fixed delay could end before
    // a slow machine even looks).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/user', async (route) => {
      await held;
      await route.continue();
    });
    // /quotes waits for the profile (its role guard), as it did behind a white spinner.
    await page.goto('/quotes');
    await expect(page.getByRole('status').filter({ hasText: 'Loading your account' })).toBeAttached();
    await expect(page.getByTestId('page-skeleton')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'MoveMatch' })).toBeVisible();
    // The bar is a strip under the nav: it covers neither the nav nor the page.
    const bar = await page.getByTestId('user-loading-bar').boundingBox();
    expect(bar?.height ?? 0).toBeLessThanOrEqual(4);
    expect(bar?.y).toBe(64);
    await shot('shell-profile-loading');
    release();
    await expect(mainNav(page).getByRole('link', { name: 'My quotes' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading your account' })).toHaveCount(0);
  });
});

test('nav and footer are hidden on /login and /signup, with a dark page', async ({ page, shot }) => {
  for (const path of ['/login', '/signup']) {
    await page.goto(path);
    await expect(page.locator('#main')).toBeAttached();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.locator('[data-background]')).toHaveAttribute('data-background', 'dark');
    await shot(`shell-${path.slice(1)}`);
  }
});

test('Shift + DEBUG toggles the debug panel with environment and build', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const panel = page.getByRole('region', { name: 'Debug information' });
  await expect(panel).toHaveCount(0);
  await typeDebug(page);
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('row', { name: /Environment/ })).toContainText('local');
  await expect(panel.getByRole('row', { name: /Build id/ })).toContainText(/\S+/);
  await expect(panel.getByRole('row', { name: /Build time/ })).toContainText(/\d{4}-\d{2}-\d{2}T/);
  await typeDebug(page);
  await expect(panel).toHaveCount(0);
});

test.describe('mobile', { tag: '@phone' }, () => {
  test.skip(({ isMobile }) => !isMobile, 'under 768 px');

  test('a customer gets the bottom bar, which settles above the footer', async ({ page, shot }) => {
    await startSignedIn(page, DEMO_CUSTOMER);
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Shortcuts' });
    await expect(bar.getByRole('link')).toHaveText(['Find movers', /Messages$/, /Quotes$/, /Account$/]);
    await expect(bar).toHaveAttribute('data-position', 'fixed');
    await expect(bar).toBeInViewport();
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(bar).toHaveAttribute('data-position', 'static');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toHaveAttribute('data-position', 'fixed');
    await shot('home-customer'); // full page: the fixed bar is drawn where the viewport ends
  });

  test('the menu is a popup with the nav items and Sign out', async ({ page, shot }) => {
    await startSignedIn(page, DEMO_CUSTOMER);
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name: 'Find movers' }).click();
    await expect(page).toHaveURL(/\/move-info$/);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link')).toHaveText([
      'Find movers',
      /^My quotes/,
      /^My messages/,
      /My account$/,
      'Sign out',
    ]);
    await expect(menu.getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/logout-redirect');
    await shot('mobile-menu-customer');
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
  });

  test('a visitor menu offers Sign in and Sign up', async ({ page, shot }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link')).toHaveText(['Sign in', 'Sign up']);
    await shot('mobile-menu-visitor');
    await menu.getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });
});

test('the footer links to the sections, legal pages, vetting, contact and social', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const expected: Array<[string, string]> = [
    ['About us', '/#about'],
    ['FAQs', '/#faqs'],
    ['Blog', 'https://blog.movematch.example'],
    ['Partners', '/#for-companies'],
    ['How it works', '/#how-it-works'],
    ['Terms of use', '/terms-and-privacy'],
    ['Privacy policy', '/terms-and-privacy#privacy-policy'],
    ['support@movematch.example', 'mailto:support@movematch.example'],
  ];
  for (const [name, href] of expected) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  for (const network of ['Facebook', 'Instagram', 'LinkedIn']) {
    await expect(footer.getByRole('link', { name: `MoveMatch on ${network}` })).toHaveAttribute(
      'href',
      /movematch\.example/,
    );
  }
  await expect(footer.getByRole('link', { name: 'Upgrade to Concierge' })).toHaveCount(0); // customers only

  await footer.getByRole('button', { name: 'Our vetting process' }).click();
  await expect(page.getByRole('dialog', { name: 'Our vetting process' })).toContainText('at least 5 hours');
  await page.keyboard.press('Escape');

  await footer.getByRole('link', { name: 'FAQs' }).click();
  await expect(page).toHaveURL(/\/#faqs$/);
  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeInViewport();
});

test('a customer also gets the Concierge link in the footer', async ({ page }) => {
  await startSignedIn(page, DEMO_CUSTOMER);
  await page.goto('/');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Upgrade to Concierge' })).toHaveAttribute(
    'href',
    '/profile#concierge',
  );
});

test('home: hero, four steps, log-in links, and Learn More opens the Concierge steps', async ({ page, shot }) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Compare quotes from trusted movers in one place' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 3 }).filter({ hasText: /^(Share|Instantly|Compare|Book)/ }),
  ).toHaveText([
    'Share your move details',
    'Instantly find trusted movers',
    'Compare personalised quotes',
    'Book with confidence',
  ]);
  await expect(page.getByRole('link', { name: 'Log in', exact: true })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('link', { name: 'Moving company log in' })).toHaveAttribute('href', '/login');

  const learnMore = page.getByRole('button', { name: 'Learn More' });
  await expect(learnMore).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('link', { name: 'Upgrade Now' })).toBeHidden();
  await learnMore.click();
  await expect(page.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#concierge-steps li')).toHaveCount(5);
  await page.evaluate(() => window.scrollTo(0, 0)); // the sticky top bar belongs at the top of the picture
  await shot('home');
  await page.getByRole('link', { name: 'Upgrade Now' }).click();
  await expect(page).toHaveURL(/\/signup$/);
});

test('terms and privacy: #privacy-policy opens and shows the privacy section', async ({ page, shot }) => {
  await page.goto('/terms-and-privacy#privacy-policy');
  await expect(page).toHaveTitle('Terms and privacy · MoveMatch');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and privacy' })).toBeVisible();
  await expect(page.getByText('Effective September 1, 2025')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Privacy policy' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: 'Privacy policy' })).toBeInViewport();
  await expect(page.getByRole('heading', { name: 'What movers see' })).toBeVisible();
  await expect(page.getByRole('button', { name: /What we do, and what we do not do/ })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await page.getByRole('button', { name: /What we do, and what we do not do/ }).click();
  await expect(page.getByText('We are not the mover.')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot('terms');
});

test('the privacy policy has a page of its own', async ({ page, shot }) => {
  await page.goto('/privacy-policy');
  await expect(page).toHaveTitle('Privacy policy · MoveMatch');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Cookies and local storage' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'support@movematch.example' }).first()).toBeVisible();
  await shot('privacy-policy');
});

test('Page not found shows inside the shell', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeAttached();
});

test.describe('service worker', () => {
  // The other specs block it (playwright.config.ts); these are about it.
  test.use({ serviceWorkers: 'allow' });
  const outDir = process.env.WEB_OUT_DIR || join(rootDir, 'web', 'dist');
  const swFile = join(outDir, 'sw.js');

  async function waitForController(page: Page) {
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  }

  test('API calls and /config.json pass by the worker to the server', async ({ page }) => {
    await page.goto('/');
    await waitForController(page);
    // Answered by the server, not by the worker's cache (a signed-out call is a 401 there).
    const [api] = await Promise.all([
      page.waitForResponse('**/api/user'),
      page.evaluate(async () => (await fetch('/api/user')).status),
    ]);
    expect(api.fromServiceWorker()).toBe(false);
    expect(api.status()).toBe(401);
    const [config] = await Promise.all([
      page.waitForResponse('**/config.json'),
      page.evaluate(async () => (await fetch('/config.json')).json() as Promise<unknown>),
    ]);
    expect(config.fromServiceWorker()).toBe(false);
    expect(await config.json()).toMatchObject({ environment: 'local' });
  });

  test('the app shell cache holds the self-hosted typeface, and the page renders in Inter', async ({ page }) => {
    await page.goto('/');
    await waitForController(page);
    const cached = await page.evaluate(async () => {
      const name = (await caches.keys()).find((key) => key.startsWith('movematch-'));
      const cache = await caches.open(name!);
      return (await cache.keys()).map((request) => new URL(request.url).pathname);
    });
    expect(cached.filter((path) => /^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/.test(path))).toHaveLength(1);
    // Offline, '/' gets the prerendered home page and every other route the empty shell.
    expect(cached).toEqual(expect.arrayContaining(['/', '/index.html']));
    await page.evaluate(() => document.fonts.ready);
    const inter = await page.evaluate(() =>
      [...document.fonts].filter((font) => font.family.includes('Inter')).map((font) => font.status),
    );
    expect(inter).toEqual(['loaded']);
  });

  test('a new deploy shows the update toast; Close hides it, Reload switches to it', async ({ page }) => {
    const original = readFileSync(swFile, 'utf8');
    try {
      await page.goto('/');
      await waitForController(page);
      // "Deploy" a new version: the same worker with another version string.
      writeFileSync(swFile, original.replace(/const VERSION = "([^"]+)"/, 'const VERSION = "$1-next"'));
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

      const toast = page.getByRole('status').filter({ hasText: 'A new version of MoveMatch is available' });
      await expect(toast).toBeVisible();
      await toast.getByRole('button', { name: 'Close' }).click();
      await expect(toast).toHaveCount(0);

      await page.reload(); // the new version still waits, so the toast comes back
      await expect(toast).toBeVisible();
      await Promise.all([page.waitForEvent('load'), toast.getByRole('button', { name: 'Reload' }).click()]);
      await expect(toast).toHaveCount(0);
      const version = await page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            const channel = new MessageChannel();
            channel.port1.onmessage = (event) => resolve(String(event.data));
            navigator.serviceWorker.controller?.postMessage({ type: 'GET_VERSION' }, [channel.port2]);
          }),
      );
      expect(version).toMatch(/-next$/);
    } finally {
      writeFileSync(swFile, original);
    }
  });
});
