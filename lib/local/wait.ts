import type { ChildProcess } from 'node:child_process';

/**
 * Polls probe() until it resolves, failing fast if the child process exits first and
 * showing what it printed, so a broken emulator explains itself.
 */
export async function waitFor(
  what: string,
  child: ChildProcess | undefined,
  probe: () => Promise<unknown>,
  timeoutMs = 60_000,
): Promise<void> {
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child?.stdout?.on('data', collect);
  child?.stderr?.on('data', collect);
  const started = Date.now();
  let lastError: unknown;
  try {
    while (Date.now() - started < timeoutMs) {
      if (child && child.exitCode !== null) {
        throw new Error(`${what} exited with code ${child.exitCode}:\n${output}`);
      }
      try {
        await probe();
        return;
      } catch (error) {
        lastError = error;
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    }
    throw new Error(`${what} did not start within ${timeoutMs} ms: ${String(lastError)}\n${output}`);
  } finally {
    child?.stdout?.off('data', collect);
    child?.stderr?.off('data', collect);
    // Keep draining so a chatty child never blocks on a full pipe.
    child?.stdout?.resume();
    child?.stderr?.resume();
  }
}
