import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import FileOrder from './runner/file-order';
import { fileURLToPath } from 'node:url';
import { unitFilesByIsolation } from './runner/unit-files';

const root = fileURLToPath(new URL('..', import.meta.url));
const unitFiles = unitFilesByIsolation(root);

/**
 * Files that change what every other file sees, so they run one at a time on a stack of their
 * own (docs/testing.md): the whole-table comparison of the route fuzz, DynamoDB paused, S3 and SES
 * taken down, stacks started and stopped, table-wide scheduled jobs run with a moved clock, and
 * totals over the whole marketplace.
 */
const EXCLUSIVE_FILES = [
  'test/integration/route-fuzz.test.ts',
  'test/integration/faults.test.ts',
  'test/integration/faults-s3-ses.test.ts',
  'test/integration/local-stack-lifecycle.test.ts',
  'test/integration/booking-completion.test.ts',
  'test/integration/trust-facts.test.ts',
  'test/integration/reviews-blind.test.ts',
  'test/integration/invite-lapse-sweep.test.ts',
  'test/integration/booking-arrival.test.ts',
  'test/integration/ncuc-list-import.test.ts',
  'test/integration/claim-reminders.test.ts',
  // Totals over the whole marketplace, which files running beside them would change.
  'test/integration/marketplace-stats.test.ts',
  'test/integration/reviews-counters.test.ts',
  'test/integration/review-moderation.test.ts',
  'test/integration/admin-users.test.ts',
  'test/integration/admin-users-paging.test.ts',
  'test/integration/seed.test.ts',
  // The reconciliation reads every booking's money; the admin's totals are the whole marketplace's.
  'test/integration/money-reconciliation.test.ts',
  // Reads the local event bus's in-flight count, which events of files beside it would change.
  'test/integration/local-aws-endpoints.test.ts',
];

/** Workers for the shared run: unit, infra and integration files interleave on 2 cores. */
const WORKERS = Number(process.env.VITEST_WORKERS ?? 3);

/** What both unit projects share. */
const unitProject = {
  // Web dependencies (React, Mantine) pre-bundled once under jsdom: a file imports a few
  // modules instead of hundreds, about a quarter of this project's CPU.
  deps: { optimizer: { client: { enabled: true } } },
  environment: 'node' as const,
  setupFiles: ['test/unit/setup-testing-library.ts'],
  // Above testing-library's 5 s wait (setup-testing-library.ts): a page that renders
  // slowly on a loaded machine fails on its real condition, not on vitest's 5 s default.
  testTimeout: 20_000,
  // A hook may import the whole data layer (docs/access-patterns.test.ts).
  hookTimeout: 60_000,
  maxWorkers: WORKERS,
};

/**
 * Five projects: unit and unit-isolated (pure code, web components under happy-dom or jsdom per
 * file; the second for files that mock modules), integration
 * (against the real local emulators, started once by the global setup on their own ports),
 * integration-exclusive (the same, on a stack of its own: run it in its own vitest process on
 * other ports, as `npm test` does), infra (CDK assertions). Playwright end-to-end tests run separately (test/e2e).
 */
export default defineConfig({
  root,
  plugins: [react()],
  resolve: { tsconfigPaths: true }, // @schemas/*, @functions/*, @web/*, @infra/*, @test/* (tsconfig.json)
  test: {
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    // The timing reporter writes file times and flaky tests for npm test's summary (test/runner).
    reporters: ['default', './test/runner/vitest-timing-reporter.ts'],
    sequence: { sequencer: FileOrder },
    projects: [
      {
        extends: true,
        test: {
          ...unitProject,
          name: 'unit',
          include: unitFiles.shared,
          // A worker keeps the modules it loaded for its next file: no file here mocks a module,
          // and importing React, Mantine and the data layer again for each file was half the
          // project's CPU (docs/testing.md).
          isolate: false,
        },
      },
      {
        extends: true,
        // Files that mock a module (vi.mock) get fresh modules each, so a mock never leaks.
        test: { ...unitProject, name: 'unit-isolated', include: unitFiles.isolated },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          exclude: EXCLUSIVE_FILES,
          globalSetup: ['test/support/integration-global-setup.ts'],
          // Files run side by side on 2 cores: a slow moment is not a hang.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file owns its data (its own users, companies and days), so files share the stack
          // side by side; they mostly wait on it, hence more workers than cores.
          maxWorkers: WORKERS,
          // No module mocks here: a worker keeps the modules it loaded for its next file, which
          // saves most of each file's start. A file restores what it changes (timers, env, spies).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration-exclusive',
          include: EXCLUSIVE_FILES,
          // Its own stack on its own ports, in its own vitest process (npm test runs it so).
          globalSetup: ['test/support/integration-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'infra',
          include: ['test/infra/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
          // One worker: each worker synthesizes the app once (built-app.ts), so more workers only
          // repeat that work (npm test runs this project beside the shared one).
          maxWorkers: 1,
          // A worker keeps its modules for its next file, so files share one synthesis of the
          // stack per context (test/infra/built-app.ts) instead of about 20 s each.
          isolate: false,
        },
      },
    ],
  },
});
