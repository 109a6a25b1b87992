/**
 * Home route's initial JavaScript: builds the web app, then sums the entry chunk, the home
 * page's lazy chunk and everything they import statically (what the browser must download
 * before the home page can render). Prints figures against the 170 KB gzip goal; asserts nothing.
 *
 *   npx tsx test/bench/web-bundle.ts
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const configFile = join(repoRoot, 'web/vite.config.ts');
const distDir = join(repoRoot, 'web/dist');
const HOME_ROUTE_MODULE = 'src/features/home/home-page.tsx';
const GOAL_GZIP_KB = 170;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The chunks a set of starting chunks pulls in through static imports (what modulepreload loads). */
function staticClosure(manifest: Manifest, starts: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Manifest has no chunk ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  starts.forEach(visit);
  return [...seen];
}

const kb = (bytes: number) => (bytes / 1024).toFixed(2).padStart(8);

export async function main(): Promise<void> {
  await build({ configFile, logLevel: 'warn' });
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;

  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('Manifest has no entry chunk');
  if (!manifest[HOME_ROUTE_MODULE]) throw new Error(`Manifest has no chunk for ${HOME_ROUTE_MODULE}`);

  const files = staticClosure(manifest, [entryKey, HOME_ROUTE_MODULE])
    .map((key) => manifest[key].file)
    .filter((file) => file.endsWith('.js'));

  let totalRaw = 0;
  let totalGzip = 0;
  console.log('Home route initial JavaScript (entry + home route chunk + static imports)');
  console.log(`${'file'.padEnd(44)} ${'raw KB'.padStart(8)} ${'gzip KB'.padStart(8)}`);
  for (const file of files) {
    const content = readFileSync(join(distDir, file));
    const gzip = gzipSync(content).length;
    totalRaw += content.length;
    totalGzip += gzip;
    console.log(`${file.padEnd(44)} ${kb(content.length)} ${kb(gzip)}`);
  }
  console.log(`${'total'.padEnd(44)} ${kb(totalRaw)} ${kb(totalGzip)}`);
  const verdict = totalGzip / 1024 <= GOAL_GZIP_KB ? 'within' : 'OVER';
  console.log(`gzip total ${(totalGzip / 1024).toFixed(1)} KB vs goal ${GOAL_GZIP_KB} KB: ${verdict} the goal`);

  const lazy = (manifest[HOME_ROUTE_MODULE]?.dynamicImports ?? []).map((key) => manifest[key]?.file);
  if (lazy.length > 0) console.log(`loaded after first render, not counted: ${lazy.join(', ')}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
