import { spawn, type ChildProcess } from 'node:child_process';
import type { Socket } from 'node:net';

/**
 * Kills `child` when this Node process dies, even by SIGKILL (when no 'exit' handler runs).
 * Node has no prctl(PR_SET_PDEATHSIG), so a tiny `sh` watchdog waits on a pipe from us: the
 * kernel closes the pipe when we die, `read` returns and the watchdog kills the child. It runs
 * in its own process group, so a signal to ours (Ctrl-C) does not take it down first.
 */
export function dieWithParent(child: ChildProcess): void {
  if (child.pid === undefined || process.platform === 'win32') return;
  const watchdog = spawn('sh', ['-c', `read _; kill -KILL ${child.pid} 2>/dev/null`], {
    stdio: ['pipe', 'ignore', 'ignore'],
    detached: true,
  });
  watchdog.on('error', () => {});
  const pipe = watchdog.stdin as Socket;
  pipe.on('error', () => {});
  // Neither the watchdog nor its pipe keeps this process alive.
  watchdog.unref();
  pipe.unref();
  // The child ended on its own: the watchdog must not kill a later process that reuses the pid.
  child.once('exit', () => watchdog.kill('SIGKILL'));
}
