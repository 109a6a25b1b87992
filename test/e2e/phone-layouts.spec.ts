import type { Page } from '@playwright/test';
import {
  DEMO_ADMIN,
  DEMO_COMPANY,
  DEMO_COMPANY_USER,
  DEMO_CUSTOMER,
  e2eStack,
  expect,
  startSignedIn,
  test,
} from './support';

/**
 * Every screen at 375 px, for each demo role and signed out: nothing scrolls sideways
 * (the document is no wider than the window) and no heading is cut off. Runs in the mobile
 * project only; the accessibility spec covers both sizes for axe.
 */
test.beforeAll(() => {
  e2eStack();
});

test.beforeEach(({ isMobile }) => {
  test.skip(!isMobile, 'the phone walk runs at 375 px');
});

// One test walks all of a role's screens (one sign-in).
test.describe.configure({ timeout: 240_000 });

const SCREENS = {
  signedOut: ['/', '/login', '/signup', '/reset-password', '/terms-and-privacy'],
  customer: [
    '/',
    '/move-info',
    '/matches',
    '/quotes',
    '/messages',
    '/profile',
    '/profile/edit',
    '/profile/email-notifications',
    `/moving-company/${DEMO_COMPANY.id}`,
  ],
  company: [
    '/availability-calendar',
    '/find-leads',
    '/manage-leads',
    '/messages',
    '/profile',
    '/profile/company-edit',
    '/performance-analytics',
    '/add-stripe',
    `/moving-company/${DEMO_COMPANY.id}`,
  ],
  admin: ['/admin-dashboard', '/profile', '/add-stripe'],
};

interface Problem {
  path: string;
  problem: string;
}

/** Opens the path and waits until the page has drawn its content (no loader left). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(
    page.locator('[aria-busy="true"], [data-testid="user-loading-bar"], [data-testid="page-skeleton"]'),
  ).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

/** What is wrong with the page as drawn: sideways scroll, and headings cut off or off screen. */
function layoutProblems(page: Page, path: string): Promise<Problem[]> {
  return page.evaluate((path) => {
    /** A word that starts on one line and ends on the next ('Relocatio / n'). */
    const brokenWord = (element: HTMLElement) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (lines.size > 1) return true;
        }
      }
      return false;
    };
    const problems: Array<{ path: string; problem: string }> = [];
    const width = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > width) {
      // Name the widest elements that stick out, to find the culprit.
      const wide = [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((el) => el.getBoundingClientRect().right > width + 0.5 && el.getClientRects().length > 0)
        .slice(-3)
        .map(
          (el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent ?? '').slice(0, 40)}"`,
        );
      problems.push({ path, problem: `scrolls sideways: ${scrollWidth} > ${width}; ${wide.join(' | ')}` });
    }
    for (const heading of document.querySelectorAll<HTMLElement>('h1, h2, h3, [role="heading"]')) {
      const box = heading.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue; // hidden (closed panel, visually hidden)
      if (getComputedStyle(heading).position === 'absolute' && box.width <= 1) continue;
      const text = (heading.textContent ?? '').trim().slice(0, 60);
      if (brokenWord(heading)) problems.push({ path, problem: `heading breaks a word: "${text}"` });
      if (heading.scrollWidth > heading.clientWidth + 1) problems.push({ path, problem: `heading cut off: "${text}"` });
      else if (box.left < -0.5 || box.right > width + 0.5)
        problems.push({
          path,
          problem: `heading off screen: "${text}" (${Math.round(box.left)}–${Math.round(box.right)})`,
        });
    }
    return problems;
  }, path);
}

async function walk(page: Page, role: string, paths: string[], shot: (name: string) => Promise<void>) {
  const problems: Problem[] = [];
  for (const path of paths) {
    await open(page, path);
    problems.push(...(await layoutProblems(page, path)));
    await shot(`phone-${role}${path.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '') || '-home'}`);
  }
  return problems;
}

test(
  'signed out: no screen scrolls sideways or cuts a heading at 375 px',
  { tag: '@phone' },
  async ({ page, shot }) => {
    const problems = await walk(page, 'visitor', SCREENS.signedOut, shot);
    expect(problems, JSON.stringify(problems, null, 2)).toEqual([]);
  },
);

test('customer: no screen scrolls sideways or cuts a heading at 375 px', { tag: '@phone' }, async ({ page, shot }) => {
  await startSignedIn(page, DEMO_CUSTOMER);
  const problems = await walk(page, 'customer', SCREENS.customer, shot);
  // /quotes: where the name and the status chip do not both fit, the chip goes under the name.
  await open(page, '/quotes');
  const card = page.getByTestId('quote-card').first();
  const name = await card.getByRole('heading', { level: 3 }).boundingBox();
  const chip = await card.getByTestId('quote-status').boundingBox();
  expect(chip!.y).toBeGreaterThanOrEqual(name!.y + name!.height);
  // An open conversation is a screen of its own on a phone.
  await open(page, '/messages');
  const first = page.getByRole('list', { name: 'Conversations' }).getByRole('button').first();
  if (await first.isVisible()) {
    await first.click();
    await expect(page.getByTestId('conversation-pane')).toBeVisible();
    problems.push(...(await layoutProblems(page, '/messages (a conversation)')));
    await shot('phone-customer-conversation');
  }
  expect(problems, JSON.stringify(problems, null, 2)).toEqual([]);
});

test('company: no screen scrolls sideways or cuts a heading at 375 px', { tag: '@phone' }, async ({ page, shot }) => {
  await startSignedIn(page, DEMO_COMPANY_USER);
  const problems = await walk(page, 'company', SCREENS.company, shot);
  // A booked lead's page, reached from Manage leads when the seed has one.
  await open(page, '/manage-leads');
  const booking = page.getByRole('link', { name: 'Booking page' }).first();
  if (await booking.isVisible()) {
    problems.push(...(await walk(page, 'company', [(await booking.getAttribute('href'))!], shot)));
  }
  expect(problems, JSON.stringify(problems, null, 2)).toEqual([]);
});

test('admin: no screen scrolls sideways or cuts a heading at 375 px', { tag: '@phone' }, async ({ page, shot }) => {
  await startSignedIn(page, DEMO_ADMIN);
  const problems = await walk(page, 'admin', SCREENS.admin, shot);
  // The users are cards on a phone, Deactivate in reach.
  await open(page, '/admin-dashboard');
  await expect(page.getByRole('table', { name: 'Users' })).toHaveCount(0);
  const entry = page.getByTestId('user-entry').filter({ hasText: DEMO_CUSTOMER });
  await page.getByRole('searchbox', { name: 'Search users' }).fill(DEMO_CUSTOMER);
  const deactivate = entry.getByRole('button', { name: `Deactivate ${DEMO_CUSTOMER}` });
  await deactivate.scrollIntoViewIfNeeded();
  await expect(deactivate).toBeInViewport({ ratio: 1 });
  expect(await layoutProblems(page, '/admin-dashboard (users)')).toEqual([]);
  expect(problems, JSON.stringify(problems, null, 2)).toEqual([]);
});
