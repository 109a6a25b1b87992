/* oxlint-disable typescript/no-unsafe-assignment, typescript/no-unsafe-call, typescript/no-unsafe-member-access, typescript/no-unsafe-return -- StormDB and cognito-local's data store are untyped CommonJS. */
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const cognitoRoot = require.resolve('cognito-local/package.json').replace(/package\.json$/, '');
const { StormDBDataStore } = require(join(cognitoRoot, 'lib/services/dataStore/stormDb.js'));
const StormDB = require(require.resolve('stormdb', { paths: [cognitoRoot] }));

/** How long a write waits for the next ones before the file is written once for all of them. */
const WRITE_DELAY_MS = 200;

/** cognito-local keeps dates in fields named ...Date: ISO strings in the file, Dates in memory. */
const reviveDates = (key: string, value: unknown) =>
  key.endsWith('Date') && (typeof value === 'string' || typeof value === 'number') ? new Date(value) : value;

/**
 * A StormDB engine that keeps the user pool in memory and writes its file at most once per
 * WRITE_DELAY_MS. cognito-local's own engine wrote the whole pool, pretty-printed through a
 * replacer, on every change (a sign-in stores a refresh token): with the few thousand users a
 * test run makes, that was a sixth of the test stack's CPU. `flush` writes at once (stop).
 */
class BatchedFileEngine {
  private state: unknown;
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(private readonly path: string) {}

  init() {
    if (!existsSync(this.path)) return {};
    const text = readFileSync(this.path, 'utf8');
    return text === '' ? {} : JSON.parse(text, reviveDates);
  }

  write(state: unknown) {
    this.state = state;
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      const text = JSON.stringify(this.state);
      // One write at a time, in order; a stack whose folder was removed after its stop loses nothing it needs.
      this.writing = this.writing
        .then(() => writeFile(this.path, text))
        .catch((error: unknown) => console.error(`Cognito emulator: ${this.path} not written`, error));
    }, WRITE_DELAY_MS);
    return Promise.resolve();
  }

  flush() {
    if (!this.timer) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    writeFileSync(this.path, JSON.stringify(this.state));
  }
}

/** cognito-local's DataStoreFactory, on BatchedFileEngine; `flush` writes every pending file. */
export class BatchedDataStoreFactory {
  private readonly engines: BatchedFileEngine[] = [];

  constructor(private readonly directory: string) {}

  async create(_ctx: unknown, id: string, defaults: object) {
    mkdirSync(this.directory, { recursive: true });
    const engine = new BatchedFileEngine(join(this.directory, `${id}.json`));
    this.engines.push(engine);
    const db = new StormDB(engine);
    db.default(defaults);
    await db.save();
    return new StormDBDataStore(db);
  }

  flush() {
    for (const engine of this.engines) engine.flush();
  }
}
