import type { RunReport } from './run-report';
import type { StepResult } from './run-step';

const SLOWEST = 15;
/** Rounded to the second first, so 1859.6 s reads 31 min 0 s, not 30 min 60 s. */
const minutes = (seconds: number) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${whole % 60} s`;
};

/** An error's first line without terminal colours, short enough for one line of the summary. */
const firstLine = (message: string) =>
  // eslint-disable-next-line no-control-regex -- the colour codes are control characters
  (message.replace(/\u001b\[[0-9;]*m/g, '').split('\n')[0] ?? '').slice(0, 240);

/** The end of `npm test`: where the time went, and what passed only on a retry. */
export function printSummary(run: {
  phases: StepResult[];
  steps: StepResult[];
  reports: RunReport[];
  totalSeconds: number;
}) {
  const lines = ['', '== npm test: where the time went =='];
  for (const phase of run.phases)
    lines.push(`phase ${phase.name}: ${minutes(phase.seconds)}${phase.ok ? '' : ' (failed)'}`);
  for (const step of run.steps) lines.push(`  ${step.name}: ${minutes(step.seconds)}${step.ok ? '' : ' (FAILED)'}`);
  lines.push(`total: ${minutes(run.totalSeconds)}`);

  const files = run.reports.flatMap((report) => report.files).sort((a, b) => b.seconds - a.seconds);
  if (files.length) {
    lines.push('', `${SLOWEST} slowest test files (seconds of test time; files run side by side):`);
    for (const file of files.slice(0, SLOWEST))
      lines.push(`  ${file.seconds.toFixed(1).padStart(7)} s  ${file.project.padEnd(22)} ${file.file}`);
  }

  const flaky = run.reports.flatMap((report) => report.flaky);
  lines.push(
    '',
    flaky.length ? `Flaky: ${flaky.length} test(s) passed only on a retry:` : 'Flaky: none (no test needed its retry).',
  );
  for (const test of flaky) {
    lines.push(`  ${test.file} › ${test.name} (${test.retries} retry)`);
    if (test.firstError) lines.push(`      first failure: ${firstLine(test.firstError)}`);
  }
  console.log(lines.join('\n'));
}
