import { spawn } from 'node:child_process';

export interface StepResult {
  name: string;
  ok: boolean;
  seconds: number;
}

export interface Step {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
  /** Print the output as it comes (long test runs), prefixed; otherwise all at once when done. */
  stream?: boolean;
  /** Called with each line of output. */
  onLine?: (line: string) => void;
}

/** Runs one step of `npm test` as a child process; its lines carry the step's name. */
export function runStep(step: Step): Promise<StepResult> {
  const started = Date.now();
  const prefix = `[${step.name}] `;
  const buffered: string[] = [];
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      env: { ...process.env, ...step.env, FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let partial = '';
    const onData = (chunk: Buffer) => {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) emit(line);
    };
    const emit = (line: string) => {
      step.onLine?.(line);
      if (step.stream) process.stdout.write(`${prefix}${line}\n`);
      else buffered.push(`${prefix}${line}`);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('close', (code) => {
      if (partial) emit(partial);
      if (buffered.length) process.stdout.write(`${buffered.join('\n')}\n`);
      const seconds = (Date.now() - started) / 1000;
      process.stdout.write(`${prefix}${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds.toFixed(0)} s\n`);
      resolve({ name: step.name, ok: code === 0, seconds });
    });
  });
}
