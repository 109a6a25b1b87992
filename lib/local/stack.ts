import type { ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_TABLE_NAME } from '@infra/data/table-definition';
import { ensureTable, localDynamoClient, startDynamoDbLocal, stopDynamoDbLocal } from './dynamodb-local';
import { assertPortsFree } from './port-check';
import { startCognitoEmulator } from './cognito-emulator';
import { ensureUserPool, localCognitoClient } from './cognito-setup';
import { startS3Emulator } from './s3-emulator';
import { startSesEmulator } from './ses-emulator';
import { createSesFeedbackDelivery } from './ses-feedback';
import { startStripeEmulator } from './stripe/server';
import {
  LOCAL_STRIPE_CONNECT_WEBHOOK_SECRET,
  LOCAL_STRIPE_SECRET_KEY,
  LOCAL_STRIPE_WEBHOOK_SECRET,
} from './stripe/local-keys';
import { createHandlerLoader } from './handler-loader';
import { createLocalEventBus } from './event-bus';
import { startEventBridgeApi } from './event-bridge-api';
import { LOCAL_LIVE_STAGE, startLiveCallbackApi } from './live-callback-api';
import { warmSdkClients } from './warm-sdk-clients';
import { startLocalSchedules } from './schedules';
import { createJwtAuthorizer } from './jwt-authorizer';
import { startGateway } from './gateway';
import { createLiveSockets, LIVE_SOCKET_PATH } from './live-sockets';
import { startWeb, type WebMode } from './web';
import { localAppOrigins } from './app-origins';
import { localS3Client } from './s3-client';
import type { LocalPorts } from './ports';
import { writeNcucListPdf } from './ncuc-list-pdf';
import { NCUC_LOCAL_LIST, NCUC_LOCAL_LIST_REVISED } from './fixtures/ncuc-carriers';

export const IMAGE_BUCKET = 'movematch-images';

/** Where the local stand-in of the NC Utilities Commission's carrier list is written (a PDF, as published). */
const NCUC_LIST_FILE = 'ncuc-carriers.pdf';

export interface LocalStackOptions {
  rootDir: string;
  ports: LocalPorts;
  /** Keeps data here across restarts; undefined means a throwaway temp folder (tests). */
  dataDir?: string;
  /** Downloads (DynamoDB Local) are cached here. */
  cacheDir: string;
  seed: boolean;
  web: WebMode;
  log: (line: string) => void;
  /** Logs one line per API request. */
  requestLog?: boolean;
}

export interface LocalStack {
  ports: LocalPorts;
  urls: {
    web: string;
    api: string;
    inbox: string;
    cognito: string;
    s3: string;
    dynamodb: string;
    stripe: string;
    /** EventBridge's PutEvents (and GET /_control/idle, /_control/in-flight). */
    eventBus: string;
    /** The WebSocket stage's management API (PostToConnection, DeleteConnection): LIVE_CALLBACK_URL. */
    liveCallback: string;
  };
  userPoolId: string;
  clientId: string;
  tableName: string;
  imageBucket: string;
  /** Resolves when every published event (and every SES bounce or complaint) has been handled. */
  eventsIdle: () => Promise<void>;
  /** Resolves when the local Stripe has delivered (or given up on) every webhook it queued. */
  stripeIdle: () => Promise<void>;
  stop: () => Promise<void>;
}

const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections?.();
    server.close(() => resolve());
  });

/**
 * Brings up the whole product on this machine: DynamoDB Local, the Cognito, S3 and SES
 * emulators, the local Stripe, the local EventBridge and its rules, the scheduled jobs, the API
 * gateway with the WebSocket API and its management API, and (optionally) the web app.
 * Everything but DynamoDB Local (Java) runs in this Node process.
 */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const { ports, log } = options;
  // Before anything starts (or a temp folder is made): a taken port is named, not tripped over.
  await assertPortsFree(options.web === 'none' ? { ...ports, web: undefined } : ports);
  const ephemeral = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'movematch-'));
  const stops: Array<() => unknown> = [];
  const stop = async () => {
    for (const fn of stops.reverse()) await Promise.resolve(fn()).catch(() => {});
    if (ephemeral) rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const urls = {
      web: `http://localhost:${ports.web}`,
      api: `http://127.0.0.1:${ports.gateway}`,
      inbox: `http://localhost:${ports.inbox}`,
      cognito: `http://localhost:${ports.cognito}`,
      s3: `http://127.0.0.1:${ports.s3}`,
      dynamodb: `http://127.0.0.1:${ports.dynamodb}`,
      stripe: `http://localhost:${ports.stripe}`,
      eventBus: `http://127.0.0.1:${ports.eventBus}`,
      liveCallback: `http://127.0.0.1:${ports.liveCallback}/${LOCAL_LIVE_STAGE}`,
    };
    const tableName = DEFAULT_TABLE_NAME;
    const ncucList = join(dataDir, NCUC_LIST_FILE);
    mkdirSync(dataDir, { recursive: true });
    await writeNcucListPdf(ncucList, NCUC_LOCAL_LIST, NCUC_LOCAL_LIST_REVISED);

    // The same variables the CDK stack sets on every Lambda, pointed at the emulators.
    Object.assign(process.env, {
      // Node 20 here, Node 22 in Lambda: the SDK's reminder is noise locally.
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID ?? 'local',
      AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY ?? 'local',
      TABLE_NAME: tableName,
      IMAGE_BUCKET,
      // The S3 emulator stands in for CloudFront's /images/*: anonymous reads of served keys only.
      IMAGE_BASE_URL: `${localAppOrigins(ports).imageReads[0]}/${IMAGE_BUCKET}`,
      APP_ORIGIN: urls.web,
      DYNAMODB_ENDPOINT: urls.dynamodb,
      S3_ENDPOINT: urls.s3,
      SES_ENDPOINT: `http://127.0.0.1:${ports.inbox}`,
      COGNITO_ENDPOINT: `http://127.0.0.1:${ports.cognito}`,
      // publishEvent's PutEvents and live pushes' PostToConnection go to the local endpoints below.
      EVENTBRIDGE_ENDPOINT: urls.eventBus,
      LIVE_CALLBACK_URL: urls.liveCallback,
      // The Stripe client (functions/platform/stripe.ts) reads host, port and protocol from STRIPE_API_URL.
      STRIPE_API_URL: `http://127.0.0.1:${ports.stripe}`,
      STRIPE_SECRET_KEY: LOCAL_STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: LOCAL_STRIPE_WEBHOOK_SECRET,
      STRIPE_CONNECT_WEBHOOK_SECRET: LOCAL_STRIPE_CONNECT_WEBHOOK_SECRET,
      // The daily NCUC list import reads a local stand-in of the Commission's list.
      NCUC_LIST_URL: pathToFileURL(ncucList).href,
    });
    const { sendEmail } = await import('@functions/platform/email');

    const dynamoStarting = startDynamoDbLocal({
      port: ports.dynamodb,
      cacheDir: options.cacheDir,
      dataDir: ephemeral ? undefined : join(dataDir, 'dynamodb'),
    });
    const dynamoProcess: Promise<ChildProcess> = dynamoStarting;
    stops.push(async () => {
      const child = await dynamoProcess.catch(() => undefined);
      // Waited for, so a restart right after stop() finds the port free.
      if (child) await stopDynamoDbLocal(child);
    });

    const loadHandler = createHandlerLoader(options.rootDir);
    const sesFeedback = createSesFeedbackDelivery(loadHandler, log);
    const ses = await startSesEmulator(ports.inbox, join(dataDir, 'ses', 'inbox.jsonl'), (event) =>
      sesFeedback.deliver(event),
    );
    stops.push(() => closeServer(ses));
    const s3 = await startS3Emulator({
      port: ports.s3,
      dataDir: join(dataDir, 's3'),
      bucket: IMAGE_BUCKET,
      allowedOrigins: [urls.web, `http://127.0.0.1:${ports.web}`],
    });
    stops.push(() => s3.stop());
    const cognito = await startCognitoEmulator({
      port: ports.cognito,
      dataDir: join(dataDir, 'cognito'),
      appOrigin: urls.web,
      sendEmail: async ({ to, subject, html, text }) => void (await sendEmail({ to, subject, html, text })),
      // The same trigger file AWS runs (lib/constructs/auth.ts).
      preSignUp: async (event) => (await loadHandler('auth/pre-sign-up'))(event),
    });
    stops.push(() => closeServer(cognito));
    const stripe = await startStripeEmulator({
      port: ports.stripe,
      dataDir,
      secretKey: LOCAL_STRIPE_SECRET_KEY,
      webhookSecret: LOCAL_STRIPE_WEBHOOK_SECRET,
      connectWebhookSecret: LOCAL_STRIPE_CONNECT_WEBHOOK_SECRET,
      webhookUrl: `${urls.api}/api/stripe/webhook`,
      log,
    });
    stops.push(() => stripe.stop());

    const cognitoClient = localCognitoClient(ports.cognito);
    const pool = await ensureUserPool(cognitoClient);
    process.env.USER_POOL_ID = pool.userPoolId;
    // The emulator's tokens: checked by the HTTP routes' authorizer below and by the live
    // socket's (functions/live/authorize.ts, through functions/platform/config.ts).
    const issuer = `http://localhost:${ports.cognito}/${pool.userPoolId}`;
    const jwksUrl = `http://127.0.0.1:${ports.cognito}/${pool.userPoolId}/.well-known/jwks.json`;
    Object.assign(process.env, {
      USER_POOL_CLIENT_ID: pool.clientId,
      COGNITO_ISSUER: issuer,
      COGNITO_JWKS_URL: jwksUrl,
    });

    await dynamoStarting;
    const dynamo = localDynamoClient(ports.dynamodb);
    await ensureTable(dynamo, tableName);
    dynamo.destroy();

    const bus = createLocalEventBus(loadHandler, log);
    // A bounce's suppression is part of 'everything published was handled'.
    const eventsIdle = async () => {
      await Promise.all([bus.idle(), sesFeedback.idle()]);
    };
    const eventBridge = await startEventBridgeApi({
      port: ports.eventBus,
      dispatch: (event) => bus.dispatch(event),
      idle: eventsIdle,
      inFlight: () => bus.inFlight,
      log,
    });
    stops.push(() => eventBridge.stop());

    const authorize = createJwtAuthorizer({
      jwksUrl,
      issuer,
      audience: [pool.clientId],
    });
    const live = createLiveSockets(loadHandler, log);
    stops.push(() => live.closeAll());
    const liveCallback = await startLiveCallbackApi({ port: ports.liveCallback, sockets: live, log });
    stops.push(() => liveCallback.stop());
    await warmSdkClients();
    const gateway = await startGateway({
      port: ports.gateway,
      loadHandler,
      authorize,
      onUpgrade: (request, socket, head) => void live.handleUpgrade(request, socket, head),
      log: options.requestLog ? log : undefined,
      runtimeConfig: {
        environment: 'local',
        region: 'us-east-1',
        userPoolId: pool.userPoolId,
        userPoolClientId: pool.clientId,
        cognitoEndpoint: urls.cognito,
        apiBaseUrl: '/api',
        // Same-origin through the web server's proxy, like /api.
        liveUrl: LIVE_SOCKET_PATH,
      },
    });
    // Upgraded sockets (live delivery) are not HTTP connections: closeAllConnections leaves
    // them open and close() would wait for them forever. Track every socket and destroy it.
    const gatewaySockets = new Set<Socket>();
    gateway.on('connection', (socket: Socket) => {
      gatewaySockets.add(socket);
      socket.on('close', () => gatewaySockets.delete(socket));
    });
    stops.push(() => {
      for (const socket of gatewaySockets) socket.destroy();
      return closeServer(gateway);
    });

    if (options.seed) {
      // Loaded only when seeding: tests start without demo data.
      const { seedDemoData } = await import('./seed/seed');
      const s3Client = localS3Client(ports.s3);
      const summary = await seedDemoData({
        userPoolId: pool.userPoolId,
        cognito: cognitoClient,
        s3: s3Client,
        imageBucket: IMAGE_BUCKET,
        log,
      });
      s3Client.destroy();
      log(`seeded ${summary.users.length} demo users, ${summary.companies} companies`);
    }

    // After the seed: the first runs see the data they are for.
    const schedules = startLocalSchedules(loadHandler, log);
    stops.push(() => schedules.stop());

    if (options.web !== 'none') {
      const web = await startWeb({
        mode: options.web,
        rootDir: options.rootDir,
        ports,
        origins: localAppOrigins(ports),
      });
      stops.push(() => web.close());
    }

    return {
      ports,
      urls,
      userPoolId: pool.userPoolId,
      clientId: pool.clientId,
      tableName,
      imageBucket: IMAGE_BUCKET,
      eventsIdle,
      stripeIdle: stripe.idle,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
