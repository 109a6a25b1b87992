import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type UserConfig } from 'vite';

/** The page served for '/' (CloudFront's SPA rewrite, the preview server, the service worker). */
export const HOME_PAGE_FILE = 'home.html';

/** The module that renders the home page's first screen, relative to web/. */
const FIRST_SCREEN_MODULE = 'src/app/prerender/home-first-screen.tsx';
/** The home route's chunk, as the build manifest names it. */
const HOME_ROUTE_MODULE = 'src/features/home/home-page.tsx';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * Writes home.html next to index.html: the built index.html with the home page's first screen
 * rendered into #root at build time (src/app/prerender), the home route's styles linked and
 * its scripts preloaded. A first visit then paints the hero before any script has run;
 * index.html stays the empty shell every other route is served. The preview server serves
 * home.html for '/' as CloudFront does (lib/constructs/web-hosting.ts).
 *
 * `ssrConfig` is the app's Vite config without its build-only plugins: the first screen is
 * compiled with the same aliases and CSS-module names as the app.
 */
export function prerenderHome(ssrConfig: () => UserConfig): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'movematch:prerender-home',
    apply: (_config, env) => env.command === 'build' || env.isPreview === true,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.command !== 'build' || config.build.ssr) return;
      const outDir = config.build.outDir;
      const markup = await renderFirstScreen(ssrConfig());
      const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
      const index = readFileSync(join(outDir, 'index.html'), 'utf8');
      writeFileSync(join(outDir, HOME_PAGE_FILE), homeDocument(index, markup, manifest));
    },
    configurePreviewServer(server) {
      server.middlewares.use((request, _response, next) => {
        const url = new URL(request.url ?? '/', 'http://preview');
        if (url.pathname === '/') request.url = `/${HOME_PAGE_FILE}${url.search}`;
        next();
      });
    },
  };
}

/** Where the compiled module goes: inside the repository, so Node finds the packages it imports. */
const SCRATCH_PARENT = fileURLToPath(new URL('../node_modules/.cache', import.meta.url));

/** Compiles the first-screen module for Node into a scratch folder and renders it. */
async function renderFirstScreen(ssrConfig: UserConfig): Promise<string> {
  mkdirSync(SCRATCH_PARENT, { recursive: true });
  const scratch = mkdtempSync(join(SCRATCH_PARENT, 'movematch-prerender-'));
  try {
    await build({
      ...ssrConfig,
      configFile: false,
      logLevel: 'warn',
      build: {
        ssr: FIRST_SCREEN_MODULE,
        outDir: scratch,
        emptyOutDir: true,
        rolldownOptions: { output: { entryFileNames: 'first-screen.mjs' } },
      },
    });
    const module = (await import(pathToFileURL(join(scratch, 'first-screen.mjs')).href)) as {
      renderHomeFirstScreen: () => string;
    };
    return module.renderHomeFirstScreen();
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** index.html with the first screen in #root, the light colour scheme set, the home route's files asked for. */
export function homeDocument(index: string, markup: string, manifest: Manifest): string {
  const homeRoute = manifest[HOME_ROUTE_MODULE];
  if (!homeRoute) throw new Error(`prerender: the build manifest has no ${HOME_ROUTE_MODULE}`);
  const chunks = [homeRoute, ...staticImports(homeRoute, manifest)];
  const styles = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].filter(
    (file) => !index.includes(`/${file}"`),
  );
  const scripts = chunks.map((chunk) => chunk.file).filter((file) => !index.includes(`/${file}"`));
  const head = [
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n    ');
  return replaceOnce(
    replaceOnce(
      replaceOnce(index, '<html lang="en">', '<html lang="en" data-mantine-color-scheme="light">'),
      '</head>',
      `  ${head}\n  </head>`,
    ),
    '<div id="root"></div>',
    `<div id="root" data-prerendered="home">${markup}</div>`,
  );
}

function staticImports(chunk: ManifestChunk, manifest: Manifest, seen = new Set<string>()): ManifestChunk[] {
  return (chunk.imports ?? []).flatMap((key) => {
    if (seen.has(key) || !manifest[key]) return [];
    seen.add(key);
    return [manifest[key], ...staticImports(manifest[key], manifest, seen)];
  });
}

function replaceOnce(text: string, anchor: string, replacement: string): string {
  if (text.split(anchor).length !== 2) throw new Error(`prerender: index.html must hold "${anchor}" exactly once`);
  return text.replace(anchor, () => replacement);
}
