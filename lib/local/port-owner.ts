import { readFileSync, readdirSync, readlinkSync } from 'node:fs';

/** Inodes of the sockets listening on this TCP port (Linux /proc/net/tcp and tcp6). */
function listeningInodes(port: number): Set<string> {
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let lines: string[];
    try {
      lines = readFileSync(table, 'utf8').split('\n').slice(1);
    } catch {
      continue;
    }
    for (const line of lines) {
      const fields = line.trim().split(/\s+/);
      const [, local, , state] = fields;
      // State 0A is LISTEN; local is HEXADDR:HEXPORT; the inode is the tenth field.
      if (state === '0A' && local && Number.parseInt(local.split(':').pop()!, 16) === port) inodes.add(fields[9]);
    }
  }
  return inodes;
}

const readOr = (read: () => string, fallback: string) => {
  try {
    return read();
  } catch {
    return fallback;
  }
};

/**
 * Who listens on a port, as "pid 1234 (java)", or undefined when it cannot be told (no /proc,
 * another user's process). Scans /proc/<pid>/fd for the listening socket's inode.
 */
export function describePortOwner(port: number): string | undefined {
  const inodes = listeningInodes(port);
  if (inodes.size === 0) return undefined;
  const pids = readOr(() => readdirSync('/proc').join('\n'), '')
    .split('\n')
    .filter((name) => /^\d+$/.test(name));
  for (const pid of pids) {
    const fds = readOr(() => readdirSync(`/proc/${pid}/fd`).join('\n'), '')
      .split('\n')
      .filter(Boolean);
    const owns = fds.some((fd) => {
      const target = readOr(() => readlinkSync(`/proc/${pid}/fd/${fd}`), '');
      return target.startsWith('socket:[') && inodes.has(target.slice(8, -1));
    });
    if (owns) return `pid ${pid} (${readOr(() => readFileSync(`/proc/${pid}/comm`, 'utf8').trim(), 'unknown')})`;
  }
  return undefined;
}
