/* oxlint-disable typescript/no-unsafe-assignment, typescript/no-unsafe-call, typescript/no-unsafe-member-access, typescript/no-unsafe-argument, typescript/no-unsafe-return -- cognito-local's internals are untyped CommonJS with no declarations; the interfaces in this file type what the wrapper uses. */
/* eslint-disable @typescript-eslint/no-explicit-any -- cognito-local's internals are untyped CommonJS with no declarations; the interfaces in this file type what the wrapper uses. */
import { createRequire } from 'node:module';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { buildAuthMessage, kindFromTriggerSource } from '@functions/notifications';
import { BatchedDataStoreFactory } from './cognito-data-store';
import { withPreSignUp, type PreSignUpTrigger } from './cognito-pre-sign-up';
import { meterInvocation } from './runtime-meter';
import { LOCAL_BIND_HOST } from './bind-host';

/**
 * cognito-local, embedded in this process instead of run as its CLI, for three reasons:
 * - its data folder is ours (the CLI always uses ./.cognito of the working directory);
 * - the e-mails Cognito would send (sign-up link, password reset, invite) go to the SES
 *   emulator, built by the same template code as the CustomMessage trigger in AWS;
 * - it fills gaps in front of the router, the "small proxy" Amplify needs:
 *   GetTokensFromRefreshToken (Amplify v6's refresh) is answered with InitiateAuth
 *   REFRESH_TOKEN_AUTH, a wrong password answers NotAuthorizedException as AWS does, and the
 *   refresh token issued after a challenge (forced new password) is remembered, and
 *   ConfirmSignUp with the e-mailed code marks the e-mail verified (email_verified), as AWS
 *   does for an auto-verified attribute;
 * - a disabled user (AdminDisableUser) can neither sign in nor refresh (cognito-local only
 *   flags it), and GlobalSignOut / AdminUserGlobalSignOut (absent in cognito-local, a 500)
 *   revoke the user's refresh tokens as AWS does; access tokens stay valid until they expire.
 * - SignUp runs the PreSignUp trigger's handler first, as AWS does (cognito-pre-sign-up.ts).
 * Tokens are RS256 with the emulator's public test key, issuer http://localhost:<port>/<pool>.
 */
// cognito-local still uses the AWS SDK v2, which announces its end of support on load.
process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1';
const require = createRequire(import.meta.url);
const cognitoRoot = require.resolve('cognito-local/package.json').replace(/package\.json$/, '');
const load = (path: string) => require(join(cognitoRoot, 'lib', path));

const { createServer } = load('server/server.js');
const { Router } = load('server/Router.js');
const { loadConfig } = load('server/config.js');
const services = load('services/index.js');
const { CognitoServiceFactoryImpl } = load('services/cognitoService.js');
const { UserPoolServiceFactoryImpl } = load('services/userPoolService.js');
const { StormDBDataStoreFactory } = load('services/dataStore/stormDb.js');
const { MessageDeliveryService } = load('services/messageDelivery/messageDelivery.js');
const { CryptoService } = load('services/crypto.js');
const { otp } = load('services/otp.js');
const { JwtTokenGenerator } = load('services/tokenGenerator.js');
const { NotAuthorizedError, UserNotFoundError, UserLambdaValidationError } = load('errors.js');
const jwt = require(require.resolve('jsonwebtoken', { paths: [cognitoRoot] })) as {
  decode: (token: string) => unknown;
};
const pino = require(require.resolve('pino', { paths: [cognitoRoot] }));

export interface SentAuthEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface CognitoEmulatorOptions {
  port: number;
  dataDir: string;
  /** Web origin used in e-mail links. */
  appOrigin: string;
  /** Delivers an e-mail (to the SES emulator). */
  sendEmail: (email: SentAuthEmail) => Promise<void>;
  /** The PreSignUp trigger (functions/auth/pre-sign-up.ts), run before every SignUp. */
  preSignUp?: PreSignUpTrigger;
}

type CognitoUser = {
  Username: string;
  Attributes?: Array<{ Name: string; Value?: string }>;
  Enabled?: boolean;
  RefreshTokens?: string[];
};

/** Sends Cognito's codes as our e-mails instead of printing them to the console. */
function createMessages(triggers: unknown, options: CognitoEmulatorOptions) {
  const MessagesBase = services.MessagesService as new (...args: unknown[]) => object;
  return new (class extends MessagesBase {
    async deliver(
      _ctx: unknown,
      source: string,
      _clientId: string,
      _userPoolId: string,
      user: CognitoUser,
      code: string,
      clientMetadata: Record<string, string> | undefined,
      deliveryDetails: { DeliveryMedium?: string; Destination?: string },
    ) {
      if (deliveryDetails.DeliveryMedium !== 'EMAIL' || !deliveryDetails.Destination) return;
      const attribute = (name: string) => user.Attributes?.find((a) => a.Name === name)?.Value;
      // What AWS runs as the CustomMessage trigger (functions/auth/custom-message.ts), timed as one.
      const started = performance.now();
      const message = buildAuthMessage({
        kind: kindFromTriggerSource(source),
        origin: options.appOrigin,
        email: attribute('email') ?? deliveryDetails.Destination,
        firstName: clientMetadata?.firstName ?? attribute('given_name'),
        code,
        username: attribute('email') ?? user.Username,
      });
      meterInvocation('auth/custom-message', performance.now() - started);
      if (!message) return;
      await options.sendEmail({
        to: deliveryDetails.Destination,
        subject: message.emailSubject,
        html: message.emailMessage,
        text: message.emailText,
      });
    }
  })(triggers, new MessageDeliveryService({ sendEmail: async () => {}, sendSms: async () => {} }));
}

type Route = (ctx: unknown, req: Record<string, any>) => Promise<Record<string, any>>;

interface EmulatorUserPool {
  options: { Id: string };
  getUserByUsername(ctx: unknown, username: string): Promise<unknown>;
  getUserByRefreshToken(ctx: unknown, token: string): Promise<unknown>;
  storeRefreshToken(ctx: unknown, token: string, user: unknown): Promise<void>;
  saveUser(ctx: unknown, user: unknown): Promise<void>;
}

/** What the wrapper needs of cognito-local's services (its own types are not exported). */
interface EmulatorServices {
  cognito: {
    getUserPool(ctx: unknown, userPoolId: string): Promise<EmulatorUserPool>;
    getUserPoolForClientId(ctx: unknown, clientId: string): Promise<EmulatorUserPool>;
  };
}

/** The sign-in targets whose user must be enabled (AWS: NotAuthorizedException 'User is disabled.'). */
const SIGN_IN_TARGETS = new Set(['InitiateAuth', 'AdminInitiateAuth', 'RespondToAuthChallenge']);

/** The user a sign-in or refresh request is for (by its username or its refresh token), if known. */
async function userOfSignIn(ctx: unknown, services: EmulatorServices, target: string, req: Record<string, any>) {
  const pool = req.UserPoolId
    ? await services.cognito.getUserPool(ctx, req.UserPoolId)
    : await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
  const parameters = (target === 'RespondToAuthChallenge' ? req.ChallengeResponses : req.AuthParameters) ?? {};
  if (parameters.REFRESH_TOKEN)
    return (await pool.getUserByRefreshToken(ctx, parameters.REFRESH_TOKEN)) as CognitoUser | null;
  if (parameters.USERNAME) return (await pool.getUserByUsername(ctx, parameters.USERNAME)) as CognitoUser | null;
  return null;
}

/** Revokes every refresh token of the user (what a global sign-out does to a session). */
async function signOutEverywhere(ctx: unknown, pool: EmulatorUserPool, user: CognitoUser) {
  await pool.saveUser(ctx, { ...user, RefreshTokens: [] });
}

/** GlobalSignOut (by the user's access token) and AdminUserGlobalSignOut (by username or sub). */
function globalSignOutRoute(target: string, services: EmulatorServices): Route | null {
  if (target === 'AdminUserGlobalSignOut') {
    return async (ctx, req) => {
      const pool = await services.cognito.getUserPool(ctx, req.UserPoolId);
      const user = (await pool.getUserByUsername(ctx, req.Username)) as CognitoUser | null;
      if (!user) throw new UserNotFoundError();
      await signOutEverywhere(ctx, pool, user);
      return {};
    };
  }
  if (target === 'GlobalSignOut') {
    return async (ctx, req) => {
      const claims = jwt.decode(String(req.AccessToken ?? '')) as { client_id?: string; sub?: string } | null;
      if (!claims?.client_id || !claims.sub) throw new NotAuthorizedError('Invalid Access Token');
      const pool = await services.cognito.getUserPoolForClientId(ctx, claims.client_id);
      const user = (await pool.getUserByUsername(ctx, claims.sub)) as CognitoUser | null;
      if (!user) throw new NotAuthorizedError('Access Token has been revoked');
      await signOutEverywhere(ctx, pool, user);
      return {};
    };
  }
  return null;
}

/** Refuses a sign-in or refresh of a disabled user before cognito-local would answer it. */
function refusingDisabled(target: string, route: Route, services: EmulatorServices): Route {
  if (!SIGN_IN_TARGETS.has(target)) return route;
  return async (ctx, req) => {
    const user = await userOfSignIn(ctx, services, target, req);
    if (user?.Enabled === false) throw new NotAuthorizedError('User is disabled.');
    return route(ctx, req);
  };
}

/** Targets where cognito-local says InvalidPasswordException for a wrong password, AWS NotAuthorized. */
const WRONG_PASSWORD_TARGETS = new Set(['InitiateAuth', 'AdminInitiateAuth', 'ChangePassword']);

/** Wraps cognito-local's router with the AWS behaviours it lacks. */
function withAwsBehaviour(
  cognitoLocalRouter: (target: string) => Route,
  services: EmulatorServices,
  preSignUp?: PreSignUpTrigger,
) {
  const router = (target: string): Route => refusingDisabled(target, cognitoLocalRouter(target), services);
  const poolIdOfClient = async (ctx: unknown, clientId: string) =>
    (await services.cognito.getUserPoolForClientId(ctx, clientId)).options.Id;
  return (target: string): Route => {
    const signOut = globalSignOutRoute(target, services);
    if (signOut) return signOut;
    if (target === 'SignUp' && preSignUp)
      return withPreSignUp(router(target), poolIdOfClient, preSignUp, UserLambdaValidationError);
    if (target === 'GetTokensFromRefreshToken') {
      return async (ctx, req) => {
        const result = await router('InitiateAuth')(ctx, {
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: req.ClientId,
          AuthParameters: { REFRESH_TOKEN: req.RefreshToken },
        });
        return { AuthenticationResult: result.AuthenticationResult };
      };
    }
    const route = router(target);
    if (target === 'RespondToAuthChallenge') {
      // cognito-local forgets the refresh token it issues here (e.g. after a forced new
      // password), so the first refresh would sign the user out. Remember it, as AWS does.
      return async (ctx, req) => {
        const result = await route(ctx, req);
        const refreshToken = result.AuthenticationResult?.RefreshToken;
        if (refreshToken) {
          const pool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
          const user = await pool.getUserByUsername(ctx, req.ChallengeResponses.USERNAME);
          if (user) await pool.storeRefreshToken(ctx, refreshToken, user);
        }
        return result;
      };
    }
    if (target === 'ConfirmSignUp') {
      // The code went to the e-mail address, so confirming proves it: AWS sets email_verified
      // (the pool auto-verifies email); cognito-local only confirms the account.
      return async (ctx, req) => {
        const result = await route(ctx, req);
        const pool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
        const user = (await pool.getUserByUsername(ctx, req.Username)) as CognitoUser | null;
        if (user) {
          const others = (user.Attributes ?? []).filter((a) => a.Name !== 'email_verified');
          await pool.saveUser(ctx, { ...user, Attributes: [...others, { Name: 'email_verified', Value: 'true' }] });
        }
        return result;
      };
    }
    if (!WRONG_PASSWORD_TARGETS.has(target)) return route;
    return async (ctx, req) => {
      try {
        return await route(ctx, req);
      } catch (error) {
        if ((error as { code?: string }).code === 'InvalidPasswordException') {
          throw new NotAuthorizedError();
        }
        throw error;
      }
    };
  };
}

export async function startCognitoEmulator(options: CognitoEmulatorOptions): Promise<Server> {
  const configDirectory = options.dataDir;
  const dataDirectory = join(configDirectory, 'db');
  mkdirSync(dataDirectory, { recursive: true });
  const logger = pino({ level: process.env.COGNITO_LOG_LEVEL ?? 'error' });
  const ctx = { logger };

  const loaded = await loadConfig(ctx, new StormDBDataStoreFactory(configDirectory));
  const config = {
    ...loaded,
    UserPoolDefaults: { ...loaded.UserPoolDefaults, UsernameAttributes: ['email'] },
    TokenConfig: { IssuerDomain: `http://localhost:${options.port}` },
    ServerConfig: { ...loaded.ServerConfig, port: options.port, hostname: LOCAL_BIND_HOST, development: false },
  };

  const clock = new services.DateClock();
  const dataStoreFactory = new BatchedDataStoreFactory(dataDirectory);
  const cognito = await new CognitoServiceFactoryImpl(
    dataDirectory,
    dataStoreFactory,
    new UserPoolServiceFactoryImpl(clock, dataStoreFactory),
  ).create(ctx, config.UserPoolDefaults);
  // No Lambda triggers locally: the lambda client is never called.
  const triggers = new services.TriggersService(
    clock,
    cognito,
    new services.LambdaService({}, { invoke: () => Promise.reject(new Error('no lambda locally')) }),
    new CryptoService(config.KMSConfig),
  );
  const serviceSet = {
    clock,
    cognito,
    config,
    messages: createMessages(triggers, options),
    otp,
    tokenGenerator: new JwtTokenGenerator(clock, triggers, config.TokenConfig),
    triggers,
  };
  const server = createServer(
    withAwsBehaviour(Router(serviceSet), serviceSet, options.preSignUp),
    logger,
    config.ServerConfig,
    serviceSet,
  );
  const started: Server = await server.start();
  // The pool's last changes reach its file before the emulator is gone.
  started.on('close', () => dataStoreFactory.flush());
  return started;
}
