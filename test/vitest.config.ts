import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Three projects: unit (pure code, web components under jsdom per file), integration
 * (against the real local emulators, started once by the global setup on their own ports),
 * infra (CDK assertions). Playwright end-to-end tests run separately (test/e2e).
 */
export default defineConfig({
  root,
  plugins: [react()],
  resolve: { tsconfigPaths: true }, // @schemas/*, @functions/*, @web/*, @infra/*, @test/* (tsconfig.json)
  test: {
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['test/unit/setup-testing-library.ts'],
          // Above testing-library's 5 s wait (setup-testing-library.ts): a page that renders
          // slowly on a loaded machine fails on its real condition, not on vitest's 5 s default.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          globalSetup: ['test/support/integration-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // One emulator stack is shared; files run one after another to keep 2 cores calm.
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'infra',
          include: ['test/infra/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
