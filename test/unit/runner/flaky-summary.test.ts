import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPlaywrightReport } from '../../runner/playwright-report';
import { printSummary } from '../../runner/summary';

afterEach(() => vi.restoreAllMocks());

/** What printSummary printed, as one string. */
function summaryOf(flaky: Array<{ file: string; name: string; retries: number; firstError?: string }>) {
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  printSummary({ phases: [], steps: [], reports: [{ files: [], flaky }], totalSeconds: 1 });
  return String(log.mock.calls[0]?.[0]);
}

describe("npm test's list of flaky tests", () => {
  it('says why each one failed first, on one line without terminal colours', () => {
    const text = summaryOf([
      {
        file: 'test/integration/a.test.ts',
        name: 'closes the socket',
        retries: 1,
        firstError: '\u001b[31mexpected 1006 to be 1008\u001b[39m\n    at a.test.ts:65',
      },
      { file: 'test/integration/b.test.ts', name: 'no message', retries: 1 },
    ]);
    expect(text).toContain(
      'test/integration/a.test.ts › closes the socket (1 retry)\n      first failure: expected 1006 to be 1008\n',
    );
    expect(text).toContain('test/integration/b.test.ts › no message (1 retry)');
    expect(text).not.toContain('at a.test.ts:65');
  });

  it("reads a Playwright test's first failure from its JSON report", () => {
    const path = join(mkdtempSync(join(tmpdir(), 'pw-report-')), 'e2e.json');
    const result = (error?: string) => ({ duration: 1000, retry: 0, ...(error ? { error: { message: error } } : {}) });
    const spec = (title: string, status: string, results: unknown[]) => ({
      title,
      file: 'quotes.spec.ts',
      tests: [{ projectName: 'mobile', status, results }],
    });
    const suites = [
      {
        title: 'quotes.spec.ts',
        file: 'quotes.spec.ts',
        specs: [
          spec('books from the modal', 'flaky', [result('Timed out 10000ms waiting for link'), result()]),
          spec('steady', 'expected', [result()]),
        ],
      },
    ];
    writeFileSync(path, JSON.stringify({ suites }));
    expect(readPlaywrightReport(path).flaky).toEqual([
      {
        file: 'test/e2e/quotes.spec.ts',
        name: '[mobile] books from the modal',
        retries: 1,
        firstError: 'Timed out 10000ms waiting for link',
      },
    ]);
  });
});
