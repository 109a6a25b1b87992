/**
 * `npm start`: the whole product on this machine, no AWS account needed, with the web app's
 * production build (built first when its sources changed). `npm run dev` (--dev) serves the
 * web app from Vite's development server with hot reload instead.
 * Ports: WEB_PORT, GATEWAY_PORT, DYNAMODB_PORT, COGNITO_PORT, S3_PORT, INBOX_PORT, STRIPE_PORT,
 * EVENT_BUS_PORT, LIVE_CALLBACK_PORT.
 * Data survives restarts under .local/data (delete the folder to start afresh).
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { startLocalStack } from '@infra/local/stack';
import { ensureWebBuild } from '@infra/local/web-build';
import { portsFromEnv } from '@infra/local/ports';
import { DEMO_ACCOUNTS } from '@infra/local/seed/demo-accounts';
import { TEST_CARDS } from '@infra/local/stripe/test-cards';

const rootDir = fileURLToPath(new URL('..', import.meta.url));
const started = performance.now();
const log = (line: string) => console.log(`[local] ${line}`);
const dev = process.argv.includes('--dev');
if (!dev) await ensureWebBuild(rootDir, log);

const stack = await startLocalStack({
  rootDir,
  ports: portsFromEnv(process.env),
  dataDir: join(rootDir, '.local', 'data'),
  cacheDir: join(rootDir, '.local', 'cache'),
  seed: true,
  web: dev ? 'dev' : 'preview',
  log,
  requestLog: process.env.REQUEST_LOG !== '0',
}).catch((error: Error) => {
  console.error(`\nLocal stack failed to start: ${error.message}`);
  process.exit(1);
});

const seconds = ((performance.now() - started) / 1000).toFixed(1);
const accountWidth = Math.max(...DEMO_ACCOUNTS.map((a) => a.email.length));
console.log(`
  MoveMatch is running locally (ready in ${seconds} s)

  Web app          ${stack.urls.web}
  API gateway      ${stack.urls.api}/api
  E-mail inbox     ${stack.urls.inbox}   (JSON: ${stack.urls.inbox}/store)
  Cognito          ${stack.urls.cognito}   (user pool ${stack.userPoolId})
  S3               ${stack.urls.s3}   (bucket ${stack.imageBucket})
  DynamoDB         ${stack.urls.dynamodb}   (table ${stack.tableName})
  Stripe (local)   ${stack.urls.stripe}   (checkout pages; test cards ${TEST_CARDS.pays} pays, ${TEST_CARDS.declined} is declined)
  EventBridge      ${stack.urls.eventBus}   (PutEvents; GET /_control/idle)
  WebSocket mgmt   ${stack.urls.liveCallback}   (PostToConnection, DeleteConnection)

  Demo accounts (password ${DEMO_ACCOUNTS[0]?.password}):
${DEMO_ACCOUNTS.map((a) => `    ${a.email.padEnd(accountWidth)}  ${a.role.padEnd(14)} ${a.description}`).join('\n')}

  Press Ctrl-C to stop.
`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log(`${signal}: stopping every service…`);
  await stack.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
