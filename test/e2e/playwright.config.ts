import { defineConfig, devices } from '@playwright/test';
import { TEST_PORTS } from '@infra/local/ports';

const webPort = Number(process.env.TEST_WEB_PORT ?? TEST_PORTS.web);

/**
 * End-to-end tests in Debian's Chromium against the local stack (production web build
 * served by Vite preview, API through the local gateway), started once by global-setup.ts.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // PW_OUTPUT_DIR keeps parallel runs from deleting each other's traces.
  outputDir: process.env.PW_OUTPUT_DIR ?? '../../test-results/e2e',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${webPort}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
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
      use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
    },
  ],
});
