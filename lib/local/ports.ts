/** Default local ports; each can be changed by the environment variable next to it. */
export const PORT_VARIABLES = {
  web: 'WEB_PORT',
  gateway: 'GATEWAY_PORT',
  dynamodb: 'DYNAMODB_PORT',
  cognito: 'COGNITO_PORT',
  s3: 'S3_PORT',
  inbox: 'INBOX_PORT',
  stripe: 'STRIPE_PORT',
  eventBus: 'EVENT_BUS_PORT',
  liveCallback: 'LIVE_CALLBACK_PORT',
} as const;

export type LocalPorts = Record<keyof typeof PORT_VARIABLES, number>;

export const DEFAULT_PORTS: LocalPorts = {
  web: 5173,
  gateway: 3000,
  dynamodb: 8000,
  cognito: 9229,
  s3: 4569,
  inbox: 8005,
  stripe: 12111,
  // EventBridge's PutEvents (lib/local/event-bridge-api.ts).
  eventBus: 4010,
  // The WebSocket API's management API: PostToConnection, DeleteConnection (lib/local/live-callback-api.ts).
  liveCallback: 4011,
};

/** Test runs use their own ports so they can run while `npm start` is up. */
export const TEST_PORTS: LocalPorts = {
  web: 5273,
  gateway: 3100,
  dynamodb: 8100,
  cognito: 9329,
  s3: 4669,
  inbox: 8105,
  stripe: 12211,
  eventBus: 4110,
  liveCallback: 4111,
};

export function portsFromEnv(env: NodeJS.ProcessEnv, defaults: LocalPorts = DEFAULT_PORTS): LocalPorts {
  const ports = { ...defaults };
  for (const [key, variable] of Object.entries(PORT_VARIABLES) as Array<[keyof LocalPorts, string]>) {
    const value = env[variable];
    if (value === undefined || value === '') continue;
    const port = Number(value);
    if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${variable}=${value} is not a port`);
    ports[key] = port;
  }
  return ports;
}
