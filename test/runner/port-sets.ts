import { PORT_VARIABLES, type LocalPorts } from '@infra/local/ports';
import { testPorts } from '@test/support/test-ports';

/**
 * `npm test` runs three stacks side by side, each on its own ports: the shared integration stack
 * on the test ports (TEST_PORTS or TEST_*_PORT), the exclusive one 200 above, the end-to-end one
 * 400 above. local-stack-lifecycle.test.ts starts stacks 10 and 20 above its own, so the sets stay
 * 200 apart.
 */
export const PORT_SET_OFFSETS = { shared: 0, exclusive: 200, e2e: 400 } as const;

export function portSet(name: keyof typeof PORT_SET_OFFSETS): LocalPorts {
  const base = testPorts();
  const offset = PORT_SET_OFFSETS[name];
  return Object.fromEntries(Object.entries(base).map(([key, port]) => [key, port + offset])) as LocalPorts;
}

/** The TEST_*_PORT variables that point a test process at a port set. */
export function portEnv(ports: LocalPorts): Record<string, string> {
  return Object.fromEntries(
    (Object.entries(PORT_VARIABLES) as Array<[keyof LocalPorts, string]>).map(([key, variable]) => [
      `TEST_${variable}`,
      String(ports[key]),
    ]),
  );
}
