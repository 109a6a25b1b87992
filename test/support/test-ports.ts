import { portsFromEnv, TEST_PORTS, type LocalPorts } from '@infra/local/ports';

/** The test stack's ports: TEST_PORTS, or the TEST_*_PORT variables. */
export function testPorts(): LocalPorts {
  const env = Object.fromEntries(
    Object.entries(process.env)
      .filter(([key]) => key.startsWith('TEST_') && key.endsWith('_PORT'))
      .map(([key, value]) => [key.replace(/^TEST_/, ''), value]),
  );
  return portsFromEnv(env, TEST_PORTS);
}
