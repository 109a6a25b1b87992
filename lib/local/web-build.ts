import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/*
 * `npm start` serves the production build, as a user meets the product. Building takes a while,
 * so it is skipped when nothing the build reads has changed since the last one: a fingerprint
 * of those files' contents is kept beside the build.
 */

/** What the web build reads: the app, the shared schemas it imports, its config and the locked packages. */
const BUILD_INPUTS = [
  'web/src',
  'web/public',
  'web/index.html',
  'web/vite.config.ts',
  'schemas',
  'package-lock.json',
  'tsconfig.json',
];
const FINGERPRINT_FILE = '.build-fingerprint';

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => filesUnder(join(path, entry.name)));
}

/** A hash of every input's path and contents. */
export function webBuildFingerprint(rootDir: string): string {
  const hash = createHash('sha256');
  for (const file of BUILD_INPUTS.flatMap((input) => filesUnder(join(rootDir, input)))) {
    hash.update(relative(rootDir, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/**
 * Builds the web app into web/dist unless the build there was made from the same inputs.
 * Answers whether it built.
 */
export async function ensureWebBuild(rootDir: string, log: (line: string) => void = () => {}): Promise<boolean> {
  const outDir = join(rootDir, 'web', 'dist');
  const stampFile = join(outDir, FINGERPRINT_FILE);
  const fingerprint = webBuildFingerprint(rootDir);
  const built = existsSync(join(outDir, 'index.html')) && existsSync(stampFile);
  if (built && readFileSync(stampFile, 'utf8') === fingerprint) {
    log('web app: the production build is up to date');
    return false;
  }
  log('web app: building the production build (skipped next time while nothing changes)…');
  const started = performance.now();
  const vite = await import('vite');
  // The default output directory: a WEB_OUT_DIR meant for a test run must not redirect it.
  const { WEB_OUT_DIR: _testOutDir, ...env } = process.env;
  process.env = env;
  await vite.build({ configFile: join(rootDir, 'web', 'vite.config.ts'), logLevel: 'warn' });
  writeFileSync(stampFile, fingerprint);
  log(`web app: built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return true;
}
