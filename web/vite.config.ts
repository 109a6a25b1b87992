import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createLogger, defineConfig, type Logger, type Plugin, type ProxyOptions, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { prerenderHome } from './prerender.js';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const outDir = fileURLToPath(new URL('./dist', import.meta.url));
const serviceWorkerTemplate = fileURLToPath(new URL('./src/app/shell/service-worker/sw.template.js', import.meta.url));

/** The environment variables this config reads (the local stack sets them). */
export interface WebEnv {
  WEB_PORT?: string;
  GATEWAY_PORT?: string;
  /** Where the build goes and what preview serves (default web/dist); lets test runs not collide. */
  WEB_OUT_DIR?: string;
}

/**
 * Libraries the home route needs at start-up, each in its own long-lived chunk so a deploy
 * that only changes app code does not invalidate them. The `$initial` tag keeps modules used
 * only by lazy routes (e.g. aws-amplify) out of these groups and thus out of the first load.
 */
const initialVendorChunks: Array<{ name: string; test: RegExp }> = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
  { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
  {
    name: 'mantine',
    test: /[\\/]node_modules[\\/](@mantine|@floating-ui|clsx|react-remove-scroll[^\\/]*|react-transition-group|react-number-format|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|tabbable)[\\/]/,
  },
  { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
];

/**
 * The Mantine components only lazy routes use, in one chunk: split by component they were about
 * 40 files of 1 KB per route, and a first visit waited on them six at a time. Charts and dates
 * stay with the few routes that use them.
 */
const lazyMantine =
  /[\\/]node_modules[\\/](@mantine[\\/](core|hooks|notifications)|@floating-ui|react-remove-scroll[^\\/]*|react-transition-group|react-number-format|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|tabbable)[\\/]/;

function parsePort(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`${name} must be a port number, got "${value}"`);
  }
  return port;
}

/** What the debug panel shows as the build: the git commit, or the build's timestamp outside git. */
function currentBuildId(buildTime: string): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return buildTime.replace(/\D/g, '').slice(0, 14);
  }
}

/**
 * Emits /sw.js from the template with this build's version and app-shell files (index.html,
 * the entry chunk, its static imports, their CSS and the typeface), so each deploy is a new worker.
 */
function serviceWorker(version: string): Plugin {
  return {
    name: 'movematch:service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      // '/' is the home page prerendered (prerender.ts); /index.html the empty shell of every other route.
      const shell = new Set<string>(['/', '/index.html']);
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (chunk?.type !== 'chunk' || shell.has(`/${fileName}`)) return;
        shell.add(`/${fileName}`);
        chunk.viteMetadata?.importedCss.forEach((css) => shell.add(`/${css}`));
        chunk.imports.forEach(visit);
      };
      Object.values(bundle).forEach((item) => item.type === 'chunk' && item.isEntry && visit(item.fileName));
      // The typeface (typeface.css, referenced from the entry's CSS): an offline shell renders in Inter too.
      Object.values(bundle).forEach(
        (item) => item.type === 'asset' && item.fileName.endsWith('.woff2') && shell.add(`/${item.fileName}`),
      );
      const source = readFileSync(serviceWorkerTemplate, 'utf8')
        .replace("'__SW_VERSION__'", JSON.stringify(version))
        .replace('__SW_APP_SHELL__', JSON.stringify([...shell]));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}

/** A live socket the browser or the gateway closed mid-frame: normal when a page goes away. */
const CLOSED_SOCKET_CODES = new Set(['ECONNRESET', 'EPIPE']);

/**
 * Vite's logger without the "ws proxy (socket) error" lines of closed live sockets: every page
 * that navigates or closes (each e2e test) drops its /ws connection, and Vite reports each
 * as an error. Other proxy errors still show.
 */
function quietClosedSockets(): Logger {
  const logger = createLogger();
  const error = logger.error.bind(logger);
  logger.error = (message, options) => {
    const code = (options?.error as NodeJS.ErrnoException | null | undefined)?.code;
    if (message.includes('ws proxy') && code && CLOSED_SOCKET_CODES.has(code)) return;
    error(message, options);
  };
  return logger;
}

/**
 * The web app's Vite config as a function of the environment, so the local stack can call
 * `createServer(webConfig({ WEB_PORT, GATEWAY_PORT }))` directly, or point `configFile` here.
 */
export function webConfig(env: WebEnv = process.env): UserConfig {
  const port = parsePort(env.WEB_PORT, 5173, 'WEB_PORT');
  const gateway = `http://127.0.0.1:${parsePort(env.GATEWAY_PORT, 3000, 'GATEWAY_PORT')}`;
  // Same-origin /api and /config.json, as in AWS where CloudFront routes them to the API;
  // /ws is the gateway's live delivery socket (AWS: the WebSocket API's own URL, in config.json).
  const proxy: Record<string, ProxyOptions> = {
    '/api/': { target: gateway },
    '/config.json': { target: gateway },
    '/ws': { target: gateway, ws: true },
  };
  // 127.0.0.1 keeps the server off the network; http://localhost:PORT works too because
  // browsers fall back from ::1 to 127.0.0.1 and Vite allows the localhost Host header.
  const listen = { host: '127.0.0.1', port, strictPort: true, proxy };
  // Shown by the debug panel (Shift + DEBUG); the pair is also the service worker's version.
  const buildTime = new Date().toISOString();
  const buildId = currentBuildId(buildTime);
  const define = { __BUILD_ID__: JSON.stringify(buildId), __BUILD_TIME__: JSON.stringify(buildTime) };

  return {
    root: webRoot,
    base: '/',
    customLogger: quietClosedSockets(),
    resolve: { tsconfigPaths: true }, // @schemas/*, @web/* (tsconfig.json)
    plugins: [
      react(),
      serviceWorker(`${buildId}@${buildTime}`),
      prerenderHome(() => ({ root: webRoot, base: '/', resolve: { tsconfigPaths: true }, plugins: [react()], define })),
    ],
    define,
    server: { ...listen, fs: { allow: [repoRoot] } }, // web/src imports ../schemas
    // Pre-bundle what lazy pages import, so the dev server never discovers a dependency
    // mid-session and reloads the page (which once swallowed a sign-in in local mode).
    optimizeDeps: {
      include: [
        'aws-amplify',
        'aws-amplify/auth',
        'aws-amplify/utils',
        'react-hook-form',
        '@hookform/resolvers/zod',
        'zod',
        '@mantine/core',
        '@mantine/hooks',
        '@mantine/notifications',
        '@tanstack/react-query',
        'react-router',
        'react-router/dom',
      ],
    },
    preview: listen,
    build: {
      outDir: env.WEB_OUT_DIR || outDir,
      emptyOutDir: true,
      manifest: true, // read by test/bench/web-bundle.ts
      sourcemap: true,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              ...initialVendorChunks.map((group, index) => ({
                ...group,
                tags: ['$initial' as const],
                priority: initialVendorChunks.length + 1 - index,
              })),
              { name: 'mantine-lazy', test: lazyMantine },
            ],
          },
        },
      },
    },
  };
}

export default defineConfig(() => webConfig(process.env));
