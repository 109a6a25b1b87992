import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { routes } from '@schemas/routes';
import { startLocalStack, type LocalStack } from '@infra/local/stack';
import type { LocalPorts } from '@infra/local/ports';
import { readInbox } from '@infra/local/ses-emulator';
import { callRoute } from '@test/support/api';
import { useStackInfo } from '@test/support/current-stack';
import { eventually } from '@test/support/eventually';
import { createTestUser, signIn } from '@test/support/fixtures/users';
import { rootDir, stackInfo, testPorts } from '@test/support/test-stack';

/**
 * `npm start` keeps its promises across restarts and crashes. These tests run their own stack
 * on a persistent data folder (ports 10 above the shared test stack's), beside the shared one.
 */
const offset = (ports: LocalPorts, by: number) =>
  Object.fromEntries(Object.entries(ports).map(([key, port]) => [key, port + by])) as LocalPorts;

const startOn = (dataDir: string, ports: LocalPorts) =>
  startLocalStack({
    rootDir,
    ports,
    dataDir,
    cacheDir: join(rootDir, '.local', 'cache'),
    seed: false,
    web: 'none',
    log: () => {},
  });

const groupsOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { 'cognito:groups'?: string[] })[
    'cognito:groups'
  ] ?? [];

/** The SES emulator's in-memory inbox: a new process starts with it empty. */
const require = createRequire(import.meta.url);
const sesStore = require(join(rootDir, 'node_modules', 'aws-ses-v2-local', 'dist', 'store.js')) as {
  getStoreReadonly: () => { emails: object[] };
};

/** Gone, or a zombie nobody has reaped yet (it holds no port and no memory). */
const isRunning = (pid: number) => {
  try {
    return !/\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

describe('the local stack across restarts', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'movematch-restart-'));
  const ports = offset(testPorts(), 10);
  let stack: LocalStack | undefined;
  afterAll(async () => {
    await stack?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps group members (an invited company user signs in) and the e-mail inbox', async () => {
    stack = await startOn(dataDir, ports);
    useStackInfo(stackInfo(stack));
    const invited = await createTestUser({ role: 'MOVING_COMPANY', profile: true });
    const { sendEmail } = await import('@functions/platform/email');
    await sendEmail({ to: invited.email, subject: 'Before the restart', html: '<p>kept</p>', text: 'kept' });

    await stack.eventsIdle();
    await stack.stop();
    sesStore.getStoreReadonly().emails = [];
    stack = await startOn(dataDir, ports);

    const tokens = await signIn(invited.email);
    expect(groupsOf(tokens.accessToken)).toEqual(['MOVING_COMPANY']);
    const answer = await callRoute(routes.getUser, { token: tokens.accessToken });
    expect(answer.status).toBe(200);
    const inbox = await readInbox(ports.inbox);
    expect(inbox.map((mail) => mail.subject)).toContain('Before the restart');
  }, 120_000);
});

describe('the local stack and its processes', () => {
  it('names a taken port, its variable and the process holding it, before starting anything', async () => {
    // The shared test stack holds these ports: DynamoDB Local (java) and this run's emulators.
    const dataDir = mkdtempSync(join(tmpdir(), 'movematch-taken-'));
    const start = startOn(dataDir, testPorts());
    await expect(start).rejects.toThrow(/Port \d+ \(DYNAMODB_PORT\) is in use by pid \d+ \(java\)/);
    await expect(start).rejects.toThrow(/Port \d+ \(GATEWAY_PORT\) is in use by pid \d+ \(/);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves no DynamoDB Local behind when the process that started it is killed', async () => {
    const port = testPorts().dynamodb + 20;
    const parent = spawn(
      process.execPath,
      ['--import', 'tsx', join(rootDir, 'test/support/dynamodb-local-child.ts'), String(port)],
      {
        cwd: rootDir,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const firstLine = new Promise<string>((resolve, reject) => {
      createInterface({ input: parent.stdout }).once('line', resolve);
      parent.once('exit', (code) => reject(new Error(`the DynamoDB Local starter exited with ${code}`)));
    });
    const { javaPid } = JSON.parse(await firstLine) as { javaPid: number };
    expect(isRunning(javaPid)).toBe(true);

    parent.kill('SIGKILL');
    expect(
      await eventually(
        () => Promise.resolve(isRunning(javaPid)),
        (running) => !running,
        { timeoutMs: 5_000 },
      ),
    ).toBe(false);
  }, 90_000);
});
