import { join } from 'node:path';
import type { LocalPorts } from './ports';
import { LOCAL_BIND_HOST } from './bind-host';
import { type AppOrigins, securityHeaders } from '@infra/security-headers';

/** dev: Vite dev server with hot reload (npm start); preview: the production build (tests). */
export type WebMode = 'dev' | 'preview' | 'none';

/**
 * Serves the web app with /api, /config.json and the /ws socket proxied to the local gateway, so the
 * browser calls the API same-origin exactly as it does behind CloudFront in AWS.
 */
export async function startWeb(options: {
  mode: Exclude<WebMode, 'none'>;
  rootDir: string;
  ports: LocalPorts;
  /** What the app talks to besides its own origin: the emulators (lib/security-headers.ts). */
  origins: AppOrigins;
}) {
  // web/vite.config.ts reads these: its port, and where it proxies /api and /config.json.
  process.env.WEB_PORT = String(options.ports.web);
  process.env.GATEWAY_PORT = String(options.ports.gateway);
  const vite = await import('vite');
  const configFile = join(options.rootDir, 'web', 'vite.config.ts');
  if (options.mode === 'dev') {
    const server = await vite.createServer({
      configFile,
      logLevel: 'warn',
      server: { host: LOCAL_BIND_HOST },
    });
    await server.listen();
    return { close: () => server.close() };
  }
  const server = await vite.preview({
    configFile,
    logLevel: 'warn',
    // CloudFront's headers, with the emulators' origins: a policy that blocks something the app
    // needs fails locally first. (The dev server sends none: hot reload injects an inline script.)
    preview: { host: LOCAL_BIND_HOST, headers: securityHeaders(options.origins, { https: false }) },
  });
  return { close: () => server.close() };
}
