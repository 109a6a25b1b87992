import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { TEST_PORTS } from '@infra/local/ports';

const webPort = Number(process.env.TEST_WEB_PORT ?? TEST_PORTS.web);

/**
 * Debian's Chromium in its headless shell (package chromium-headless-shell, the same build as
 * /usr/bin/chromium): the 'old headless' browser Playwright itself runs headless tests in. The
 * whole e2e run took 14.5 min in it against 20.0 in the full browser's new headless mode, same
 * tests (docs/testing.md). PW_EXECUTABLE=/usr/bin/chromium runs the full browser instead.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const chromium = process.env.PW_EXECUTABLE ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * End-to-end tests in Debian's Chromium against the local stack (production web build
 * served by Vite preview, API through the local gateway), started once by global-setup.ts.
 *
 * Every test runs at 1280 px (desktop). At 375 px (mobile) run only the tests tagged @phone:
 * those that check a phone layout, the menu or the bottom bar, or take a phone-only branch
 * (they read isMobile or the project's name, or skip on desktop), all of phone-layouts.spec.ts
 * and the accessibility audit. A flow's axe scans check both sizes in the desktop run
 * (seriousAxeFindings resizes to 375 px and back), so a flow is not repeated for its scans.
 *
 * Two workers by default: each spec owns its data (customer, company, calendar day) and only
 * reads the seeded demo accounts, so files run side by side on the one stack. In the headless
 * shell the whole run took 12.4 min with two against 14.4 with one on the 2-core machine, none
 * flaky (docs/testing.md); in the full browser two had starved the stack (48 min).
 * PW_WORKERS=1 runs one file at a time. Each worker hands one tab from test to test, reset in
 * between (support/shared-tab.ts); PW_FRESH_CONTEXT=1 gives every test a new context.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // PW_OUTPUT_DIR keeps parallel runs from deleting each other's traces.
  outputDir: process.env.PW_OUTPUT_DIR ?? '../../test-results/e2e',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  // Spec files are split between the workers; a file's tests run in order on one of them.
  workers: Number(process.env.PW_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON report gives a runner each test's duration and retries (flaky tests).
  reporter: [['list'], ['json', { outputFile: process.env.PW_JSON_REPORT ?? '../../test-results/e2e-report.json' }]],
  use: {
    baseURL: `http://localhost:${webPort}`,
    // Recording a trace for every test cost a quarter of Chromium's CPU; `npm test` retries a
    // failed test once, and that retry is traced.
    trace: 'on-first-retry',
    // The app's service worker precaches the shell in every new context and sits between the
    // page and every request: a fifth of each test's time. shell.spec.ts tests it with it allowed.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    // As a user who asks for less motion (the theme respects it): no modal, menu or drawer
    // animates, so Playwright does not wait out transitions and Chromium paints fewer frames.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      name: 'mobile',
      grep: /@phone/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
    },
  ],
});
