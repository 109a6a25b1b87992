/**
 * After a deploy, what a user needs, checked from outside (the pipeline runs it against staging,
 * .github/workflows/deploy.yml): the app's page with its security headers, /config.json, a
 * sign-in through Cognito, the API knowing the user, and the live socket opening.
 *
 *   SMOKE_EMAIL=… SMOKE_PASSWORD=… npx tsx scripts/smoke-test.ts --url https://d123.cloudfront.net
 *
 * The account is an ordinary customer made for it once. Exits 1 naming the first step that failed.
 */
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { WebSocket } from 'undici';
import { z } from 'zod';

const runtimeConfig = z.object({
  region: z.string(),
  userPoolClientId: z.string(),
  apiBaseUrl: z.string(),
  liveUrl: z.string(),
  /** Local mode only: the Cognito emulator. */
  cognitoEndpoint: z.string().optional(),
});

const SOCKET_OPEN_WITHIN_MS = 10_000;

async function step<T>(name: string, done: string[], run: () => Promise<T>): Promise<T> {
  try {
    const result = await run();
    done.push(name);
    return result;
  } catch (error) {
    throw new Error(`smoke test failed at "${name}": ${(error as Error).message}`, { cause: error });
  }
}

function openSocket(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const timer = setTimeout(
      () => reject(new Error(`no open within ${SOCKET_OPEN_WITHIN_MS} ms`)),
      SOCKET_OPEN_WITHIN_MS,
    );
    socket.onopen = () => {
      clearTimeout(timer);
      socket.close();
      resolve();
    };
    socket.onerror = () => {
      clearTimeout(timer);
      reject(new Error(`could not open ${url.replace(/token=[^&]+/, 'token=…')}`));
    };
  });
}

/** Runs every step in order; returns the names of the steps that passed (all of them). */
export async function smokeTest(input: { appUrl: string; email: string; password: string }): Promise<string[]> {
  const done: string[] = [];
  const app = new URL(input.appUrl);
  await step('the app page loads with its Content-Security-Policy', done, async () => {
    const response = await fetch(new URL('/', app));
    if (response.status !== 200) throw new Error(`status ${response.status}`);
    if (!(await response.text()).includes('id="root"')) throw new Error('no app root in the page');
    if (!response.headers.get('content-security-policy')?.includes("default-src 'self'"))
      throw new Error('no Content-Security-Policy header');
  });
  const config = await step('/config.json names the pool, the client and the live socket', done, async () => {
    const response = await fetch(new URL('/config.json', app), { cache: 'no-store' });
    return runtimeConfig.parse(await response.json());
  });
  const accessToken = await step('a user signs in through Cognito', done, async () => {
    const cognito = new CognitoIdentityProviderClient({
      region: config.region,
      ...(config.cognitoEndpoint ? { endpoint: config.cognitoEndpoint } : {}),
      // Sign-in needs no AWS credentials; the SDK still wants some to exist.
      credentials: { accessKeyId: 'smoke', secretAccessKey: 'smoke' },
    });
    const result = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: config.userPoolClientId,
        AuthParameters: { USERNAME: input.email, PASSWORD: input.password },
      }),
    );
    const token = result.AuthenticationResult?.AccessToken;
    if (!token) throw new Error(`no tokens (challenge ${result.ChallengeName ?? 'none'})`);
    return token;
  });
  await step('the API knows the signed-in user', done, async () => {
    const response = await fetch(new URL(`${config.apiBaseUrl}/user`, app), {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    if (response.status !== 200) throw new Error(`GET /api/user answered ${response.status}`);
    const user = (await response.json()) as { email?: string };
    if (user.email?.toLowerCase() !== input.email.toLowerCase()) throw new Error('another user came back');
  });
  await step('the live socket opens', done, async () => {
    const base = /^wss?:\/\//.test(config.liveUrl)
      ? new URL(config.liveUrl)
      : new URL(config.liveUrl, app.origin.replace(/^http/, 'ws'));
    base.searchParams.set('token', accessToken);
    await openSocket(base.toString());
  });
  return done;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { url: { type: 'string' } } });
  const { SMOKE_EMAIL: email, SMOKE_PASSWORD: password } = process.env;
  if (!values.url || !email || !password) {
    console.error('Usage: SMOKE_EMAIL=… SMOKE_PASSWORD=… npx tsx scripts/smoke-test.ts --url <AppUrl>');
    process.exit(2);
  }
  try {
    for (const passed of await smokeTest({ appUrl: values.url, email, password })) console.log(`ok  ${passed}`);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
