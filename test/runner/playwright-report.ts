import { readFileSync } from 'node:fs';
import type { RunReport } from './run-report';

/** The parts of Playwright's JSON reporter output the summary reads. */
interface JsonSuite {
  title: string;
  file: string;
  specs?: Array<{
    title: string;
    file: string;
    tests: Array<{
      projectName: string;
      status: string;
      results: Array<{ duration: number; retry: number; error?: { message?: string } }>;
    }>;
  }>;
  suites?: JsonSuite[];
}

/** File seconds (per project, every attempt counted) and the tests that passed only on a retry. */
export function readPlaywrightReport(path: string): RunReport {
  const { suites } = JSON.parse(readFileSync(path, 'utf8')) as { suites: JsonSuite[] };
  const seconds = new Map<string, { file: string; project: string; seconds: number }>();
  const flaky: RunReport['flaky'] = [];
  const walk = (suite: JsonSuite, titles: string[]) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) {
        const file = `test/e2e/${spec.file}`;
        const key = `${test.projectName} ${file}`;
        const entry = seconds.get(key) ?? { file, project: `e2e ${test.projectName}`, seconds: 0 };
        entry.seconds += test.results.reduce((sum, result) => sum + result.duration, 0) / 1000;
        seconds.set(key, entry);
        if (test.status === 'flaky')
          flaky.push({
            file,
            name: `[${test.projectName}] ${[...titles, spec.title].join(' › ')}`,
            retries: test.results.length - 1,
            firstError: test.results.find((result) => result.error)?.error?.message,
          });
      }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of suites) walk(suite, []);
  return { files: [...seconds.values()], flaky };
}
