// zod/mini: the tree-shakable build, since this runs on every first load.
import * as z from 'zod/mini';

/**
 * Settings that differ per environment, served by the gateway (local) or the hosting bucket
 * (AWS) as /config.json, so one build runs everywhere.
 */
export const RuntimeConfigSchema = z.object({
  region: z.string().check(z.minLength(1)),
  userPoolId: z.string().check(z.minLength(1)),
  userPoolClientId: z.string().check(z.minLength(1)),
  /** Local mode only: the Cognito emulator, e.g. http://localhost:9229. */
  cognitoEndpoint: z.optional(z.url()),
  apiBaseUrl: z.literal('/api'),
  /** Live delivery's WebSocket: '/ws' (same origin) locally, the WebSocket API's wss:// URL in AWS. */
  liveUrl: z.optional(z.string().check(z.minLength(1))),
  environment: z.enum(['local', 'aws']),
  buildId: z.optional(z.string()),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;

export const RUNTIME_CONFIG_PATH = '/config.json';

let loaded: RuntimeConfig | undefined;

/** Fetches and validates /config.json, and keeps it for getRuntimeConfig(). */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl(RUNTIME_CONFIG_PATH, {
    cache: 'no-store', // a new deploy may point at new resources
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Could not load ${RUNTIME_CONFIG_PATH} (HTTP ${response.status})`);
  const parsed = RuntimeConfigSchema.safeParse(await response.json());
  if (!parsed.success) throw new Error(`${RUNTIME_CONFIG_PATH} is not valid: ${z.prettifyError(parsed.error)}`);
  loaded = parsed.data;
  return loaded;
}

let pending: Promise<RuntimeConfig> | undefined;

/**
 * Resolves once /config.json is loaded, sharing one fetch. Route loaders run as soon as the
 * router exists, before the config gate renders, so they wait on this instead of assuming.
 */
export function runtimeConfigReady(): Promise<RuntimeConfig> {
  if (loaded) return Promise.resolve(loaded);
  pending ??= loadRuntimeConfig().finally(() => {
    pending = undefined;
  });
  return pending;
}

/** The config if it has loaded, else undefined: lets the first render skip its wait. */
export function loadedRuntimeConfig(): RuntimeConfig | undefined {
  return loaded;
}

/** The config loaded at start-up; the app renders nothing that needs it before that. */
export function getRuntimeConfig(): RuntimeConfig {
  if (!loaded) throw new Error('Runtime config is not loaded yet (call loadRuntimeConfig first)');
  return loaded;
}
