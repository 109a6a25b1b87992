import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { Reporter, TestCase, TestModule } from 'vitest/node';
import type { RunReport } from './run-report';

/**
 * Writes each test file's seconds and every test that passed only on a retry to
 * VITEST_TIMING_REPORT (JSON), for the summary at the end of `npm test` (test/runner/run-all.ts).
 * Without the variable it writes nothing.
 */
export default class TimingReporter implements Reporter {
  private readonly report: RunReport = { files: [], flaky: [] };
  private root = process.cwd();

  onInit(vitest: { config: { root: string } }) {
    this.root = vitest.config.root;
  }

  onTestModuleEnd(module: TestModule) {
    const seconds = (module.diagnostic().duration ?? 0) / 1000;
    this.report.files.push({ file: relative(this.root, module.moduleId), project: module.project.name, seconds });
  }

  onTestCaseResult(test: TestCase) {
    const diagnostic = test.diagnostic();
    if (diagnostic?.flaky)
      this.report.flaky.push({
        file: relative(this.root, test.module.moduleId),
        name: test.fullName,
        retries: diagnostic.retryCount,
        // A passed test keeps the errors of its failed attempts: the summary says why it failed.
        firstError: test.result().errors?.[0]?.message,
      });
  }

  onTestRunEnd() {
    const target = process.env.VITEST_TIMING_REPORT;
    if (!target) return;
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, JSON.stringify(this.report, null, 2));
  }
}
