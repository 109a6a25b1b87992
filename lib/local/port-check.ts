import { createServer } from 'node:net';
import { PORT_VARIABLES, type LocalPorts } from './ports';
import { describePortOwner } from './port-owner';

const canListen = (port: number, host?: string) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });

/** Loopback (how most emulators bind) and every address (how DynamoDB Local binds). */
const isFree = async (port: number) => (await canListen(port, '127.0.0.1')) && (await canListen(port));

/**
 * Fails before anything starts when one of the stack's ports is taken, naming each port, its
 * variable and, where /proc tells, the process holding it (a second `npm start`, a lingering
 * DynamoDB Local), instead of an emulator failing obscurely half-way through the start.
 */
export async function assertPortsFree(ports: Partial<LocalPorts>): Promise<void> {
  const taken: string[] = [];
  for (const [key, variable] of Object.entries(PORT_VARIABLES) as Array<[keyof LocalPorts, string]>) {
    const port = ports[key];
    if (port === undefined || (await isFree(port))) continue;
    const owner = describePortOwner(port);
    taken.push(
      `Port ${port} (${variable}) is in use by ${owner ?? `another process (see: ss -ltnp 'sport = :${port}')`}`,
    );
  }
  if (taken.length > 0) {
    throw new Error(`${taken.join('\n')}\nStop that process or choose another port with the variable named.`);
  }
}
