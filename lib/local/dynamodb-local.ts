import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { GLOBAL_SECONDARY_INDEXES, KEY_ATTRIBUTES, TABLE_KEYS } from '@infra/data/table-definition';
import { waitFor } from './wait';
import { dieWithParent } from './die-with-parent';
import { LOCAL_BIND_HOST } from './bind-host';

/**
 * DynamoDB Local (AWS's own emulator, Java) ships inside the npm package
 * amplify-dynamodb-simulator. We fetch only its emulator/ folder with `npm pack` (2 s, 64 MB)
 * instead of installing the package (347 MB). Pinned so every machine runs the same build.
 */
const SIMULATOR_PACKAGE = 'amplify-dynamodb-simulator@2.9.30';

export function dynamoDbLocalDir(cacheDir: string): string {
  return join(cacheDir, 'dynamodb-local', 'package', 'emulator');
}

/** Downloads DynamoDB Local into cacheDir once; later calls return at once. */
export function ensureDynamoDbLocal(cacheDir: string): string {
  const emulatorDir = dynamoDbLocalDir(cacheDir);
  if (existsSync(join(emulatorDir, 'DynamoDBLocal.jar'))) return emulatorDir;
  const target = join(cacheDir, 'dynamodb-local');
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  const tarball = execFileSync('npm', ['pack', SIMULATOR_PACKAGE, '--silent', '--pack-destination', target], {
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .pop()!;
  execFileSync('tar', ['xzf', join(target, tarball), '-C', target, 'package/emulator']);
  rmSync(join(target, tarball));
  return emulatorDir;
}

const LAUNCHER_SOURCE = fileURLToPath(new URL('./java/LoopbackDynamoDbLocal.java', import.meta.url));

/**
 * The launcher that binds DynamoDB Local to one host (the jar alone listens on every
 * interface): compiled once into cacheDir against the jar, again when its source changes.
 */
function ensureLoopbackLauncher(cacheDir: string, emulatorDir: string): string {
  const classDir = join(cacheDir, 'dynamodb-local', 'launcher');
  const compiled = join(classDir, 'LoopbackDynamoDbLocal.class');
  if (existsSync(compiled) && statSync(compiled).mtimeMs >= statSync(LAUNCHER_SOURCE).mtimeMs) return classDir;
  mkdirSync(classDir, { recursive: true });
  try {
    execFileSync('javac', ['-cp', emulatorClassPath(emulatorDir), '-d', classDir, LAUNCHER_SOURCE], { stdio: 'pipe' });
  } catch (error) {
    throw new Error('Could not compile the DynamoDB Local launcher (is a JDK installed? run npm run setup)', {
      cause: error,
    });
  }
  return classDir;
}

const emulatorClassPath = (emulatorDir: string) =>
  [join(emulatorDir, 'DynamoDBLocal.jar'), join(emulatorDir, 'DynamoDBLocal_lib', '*')].join(':');

export interface DynamoDbLocalOptions {
  port: number;
  cacheDir: string;
  /** Folder for the data files; undefined runs in memory (tests). */
  dataDir?: string;
}

export async function startDynamoDbLocal(options: DynamoDbLocalOptions): Promise<ChildProcess> {
  const emulatorDir = ensureDynamoDbLocal(options.cacheDir);
  const launcherDir = ensureLoopbackLauncher(options.cacheDir, emulatorDir);
  const storage = options.dataDir ? ['-dbPath', options.dataDir] : ['-inMemory'];
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // -sharedDb: one database whatever the access key and region the client uses.
  const child = spawn(
    'java',
    [
      '-Xmx512m',
      // The client compiler only and the serial collector: on the 2-core machines C2's compile
      // threads and G1's helpers took CPU from the tests; a run of 5 integration files took
      // 62 and 56 CPU-seconds against 74 and 68 (docs/benchmarks.md).
      '-XX:TieredStopAtLevel=1',
      '-XX:+UseSerialGC',
      `-Djava.library.path=${join(emulatorDir, 'DynamoDBLocal_lib')}`,
      '-cp',
      `${launcherDir}:${emulatorClassPath(emulatorDir)}`,
      'LoopbackDynamoDbLocal',
      LOCAL_BIND_HOST,
      '-sharedDb',
      ...storage,
      '-port',
      String(options.port),
      '-disableTelemetry',
    ],
    // Its working directory gets a metadata file: keep it out of the repository.
    { stdio: ['ignore', 'pipe', 'pipe'], cwd: options.dataDir ?? options.cacheDir },
  );
  // Never leave a Java process behind, even when Node exits without a clean stop, or is killed.
  dieWithParent(child);
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  const client = localDynamoClient(options.port);
  await waitFor(`DynamoDB Local on :${options.port}`, child, async () => {
    await client.send(new DescribeTableCommand({ TableName: '__probe__' })).catch((error) => {
      if (!(error instanceof ResourceNotFoundException)) throw error;
    });
  });
  client.destroy();
  return child;
}

export function localDynamoClient(port: number): DynamoDBClient {
  return new DynamoDBClient({
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/**
 * Creates the table from the same definition the CDK stack uses, or adds GSIs that a newer
 * definition has and the persisted local table lacks.
 */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<void> {
  const existing = await client
    .send(new DescribeTableCommand({ TableName: tableName }))
    .then((r) => r.Table)
    .catch((error) => {
      if (error instanceof ResourceNotFoundException) return undefined;
      throw error;
    });
  const attributeDefinitions = KEY_ATTRIBUTES.map((name) => ({ AttributeName: name, AttributeType: 'S' as const }));
  const gsi = (g: (typeof GLOBAL_SECONDARY_INDEXES)[number]) => ({
    IndexName: g.indexName,
    KeySchema: [
      { AttributeName: g.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: g.sortKey, KeyType: 'RANGE' as const },
    ],
    Projection: { ProjectionType: 'ALL' as const },
  });

  if (!existing) {
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: attributeDefinitions,
        KeySchema: [
          { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
          { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: GLOBAL_SECONDARY_INDEXES.map(gsi),
      }),
    );
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: TABLE_KEYS.ttlAttribute, Enabled: true },
      }),
    );
    return;
  }

  const present = new Set((existing.GlobalSecondaryIndexes ?? []).map((i) => i.IndexName));
  for (const index of GLOBAL_SECONDARY_INDEXES.filter((g) => !present.has(g.indexName))) {
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: attributeDefinitions,
        GlobalSecondaryIndexUpdates: [{ Create: gsi(index) }],
      }),
    );
  }
}

/** Stops DynamoDB Local and waits until it is gone (its port free again), SIGKILL after 5 s. */
export async function stopDynamoDbLocal(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}
