import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { portEnv, portSet } from './port-sets';
import { readPlaywrightReport } from './playwright-report';
import type { RunReport } from './run-report';
import { runStep, type Step, type StepResult } from './run-step';
import { printSummary } from './summary';
import { E2E_STACK_READY } from '../e2e/stack-ready';

/*
 * `npm test`: every check, in two phases (docs/testing.md):
 * 1. static: the import rules, Prettier, ESLint, the type-aware lint (oxlint), the type check and
 *    the web build, side by side;
 * 2. tests: vitest on the shared stack (unit, infra, integration with files in parallel) beside
 *    vitest on a stack of its own (the exclusive integration files, one after another), then
 *    Playwright (2 workers); each on its own ports. TEST_E2E_BESIDE_VITEST=1 runs Playwright
 *    beside vitest too.
 * Then the phase times, the 15 slowest files and every test that passed only on its retry.
 * `npm test -- static|vitest|e2e …` runs only those parts (e2e builds the web app itself).
 */

const rootDir = fileURLToPath(new URL('../..', import.meta.url));
const reports = join(rootDir, 'test-results', 'reports');
const report = (name: string) => join(reports, `${name}.json`);
const npx = (...args: string[]) => ({ command: 'npx', args });

const npmRun = (script: string) => ({ command: 'npm', args: ['run', '--silent', script] });

const staticSteps: Step[] = [
  { name: 'import rules', ...npmRun('lint:imports') },
  { name: 'prettier', ...npmRun('lint:format') },
  { name: 'eslint', ...npmRun('lint:eslint') },
  // typescript-eslint's type-checked rules in oxlint on TypeScript 7 (eslint.config.js says why).
  { name: 'type-aware lint', ...npmRun('lint:types') },
  { name: 'typecheck', ...npmRun('typecheck') },
  { name: 'web build', ...npmRun('build:web') },
];

/** One vitest process over these projects, one retry each (a pass on the retry is listed as flaky). */
const vitestRun = (...projects: string[]) =>
  npx('vitest', 'run', '-c', 'test/vitest.config.ts', ...projects.flatMap((p) => ['--project', p]), '--retry=1');

const vitestSteps: Step[] = [
  {
    name: 'vitest',
    ...vitestRun('unit', 'unit-isolated', 'integration'),
    env: { ...portEnv(portSet('shared')), VITEST_TIMING_REPORT: report('vitest') },
    stream: true,
  },
  {
    name: 'vitest exclusive',
    // The infra files (CDK synthesis, no stack) run here first, on one worker: each worker
    // synthesizes the app once, so one worker costs 31 CPU-seconds against 74 on three.
    ...vitestRun('infra', 'integration-exclusive'),
    env: { ...portEnv(portSet('exclusive')), VITEST_TIMING_REPORT: report('vitest-exclusive') },
    stream: true,
  },
];

const e2eStep: Step = {
  name: 'e2e',
  ...npx('playwright', 'test', '-c', 'test/e2e/playwright.config.ts', '--retries=1'),
  env: {
    ...portEnv(portSet('e2e')),
    PW_JSON_REPORT: report('e2e'),
    PW_OUTPUT_DIR: join(rootDir, 'test-results', 'e2e'),
  },
  stream: true,
};

async function main() {
  const only = new Set(process.argv.slice(2));
  const wants = (part: string) => only.size === 0 || only.has(part);
  rmSync(reports, { recursive: true, force: true });
  const started = Date.now();
  const phases: StepResult[] = [];
  const results: StepResult[] = [];

  const phase = async (name: string, steps: Array<Step | (() => Promise<StepResult>)>) => {
    if (steps.length === 0) return true;
    const phaseStart = Date.now();
    const stepResults = await Promise.all(steps.map((step) => (typeof step === 'function' ? step() : runStep(step))));
    results.push(...stepResults);
    const ok = stepResults.every((result) => result.ok);
    phases.push({ name, ok, seconds: (Date.now() - phaseStart) / 1000 });
    return ok;
  };

  const staticOk = await phase('static', [
    ...(wants('static') ? staticSteps : []),
    // Playwright serves the production build; without the static phase it builds it here.
    ...(!wants('static') && wants('e2e') ? staticSteps.filter((step) => step.name === 'web build') : []),
  ]);
  // Side by side (TEST_E2E_BESIDE_VITEST=1) the seeded e2e stack starts first: its seed is the
  // heaviest start, and the SDK's 4 s request timeout (as in Lambda) must not meet two other
  // stacks starting beside it. By default Playwright follows vitest: side by side, measured on a
  // quiet 2-core machine, both ran slower than one after the other (docs/benchmarks.md).
  const besideVitest = process.env.TEST_E2E_BESIDE_VITEST === '1';
  let e2eStarted = () => {};
  const e2eReady = new Promise<void>((resolve) => (e2eStarted = resolve));
  const e2e = { ...e2eStep, onLine: (line: string) => line.startsWith(E2E_STACK_READY) && e2eStarted() };
  const runE2e = () => runStep(e2e).finally(e2eStarted);
  const afterE2eStart = (step: Step) => () =>
    (besideVitest && wants('e2e') ? e2eReady : Promise.resolve()).then(() => runStep(step));
  const vitestRuns = wants('vitest') ? vitestSteps.map(afterE2eStart) : [];
  const e2eRuns = wants('e2e') ? [runE2e] : [];
  const testsOk =
    staticOk &&
    (besideVitest
      ? await phase('tests', [...e2eRuns, ...vitestRuns])
      : (await phase('vitest', vitestRuns)) && (await phase('e2e', e2eRuns)));

  const runReports: RunReport[] = [];
  for (const name of ['vitest', 'vitest-exclusive'])
    if (existsSync(report(name))) runReports.push(JSON.parse(readFileSync(report(name), 'utf8')) as RunReport);
  if (existsSync(report('e2e'))) runReports.push(readPlaywrightReport(report('e2e')));
  printSummary({ phases, steps: results, reports: runReports, totalSeconds: (Date.now() - started) / 1000 });
  process.exit(staticOk && testsOk ? 0 : 1);
}

void main();
