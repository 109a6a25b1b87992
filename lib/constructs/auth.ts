import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  Mfa,
  UserPool,
  UserPoolClient,
  UserPoolEmail,
  VerificationEmailStyle,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import {
  PASSWORD_POLICY,
  ROLE_GROUPS,
  TOKEN_VALIDITY,
  USER_POOL_CLIENT_NAME,
  ATTRIBUTES_REQUIRE_VERIFICATION_BEFORE_UPDATE,
} from '@infra/auth/user-pool-settings';
import { AppFunction } from './lambda-defaults';

export interface AuthProps {
  /** The SES sender of the app's own e-mails (EmailSending.cognitoSender). */
  sender: { fromEmail: string; fromName: string; sesVerifiedDomain?: string; configurationSetName?: string };
  /** The stage's pool name (two environments can share an account). */
  userPoolName: string;
}

/**
 * Sign-in: a Cognito user pool (e-mail as username, self sign-up, the fuller password rule),
 * the role groups and the web app's public client. Settings come from
 * lib/auth/user-pool-settings.ts, which the local Cognito set-up reads too.
 * Roles are groups that only server code assigns: there is no custom role attribute.
 */
export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;
  /** Writes Cognito's e-mails (confirmation link to /sign-up-redirect, reset, invite). */
  readonly customMessageFunction: AppFunction;
  /** Frees an address still held by a lapsed colleague invite before a self sign-up at it. */
  readonly preSignUpFunction: AppFunction;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);

    this.customMessageFunction = new AppFunction(this, 'CustomMessage', {
      handler: 'auth/custom-message',
      description: 'Cognito CustomMessage trigger: MoveMatch e-mail texts with links into the app',
      memorySize: 256,
      timeout: Duration.seconds(5),
    });

    this.preSignUpFunction = new AppFunction(this, 'PreSignUp', {
      handler: 'auth/pre-sign-up',
      description: 'Cognito PreSignUp trigger: frees an address held by a lapsed colleague invite before the sign-up',
      memorySize: 256,
      // Cognito waits at most 5 s for a trigger.
      timeout: Duration.seconds(5),
    });

    this.userPool = new UserPool(this, 'UserPool', {
      userPoolName: props.userPoolName,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      selfSignUpEnabled: true,
      // The trigger replaces this text with a link carrying the code ({####}).
      userVerification: { emailStyle: VerificationEmailStyle.CODE },
      standardAttributes: { email: { required: true, mutable: true } },
      keepOriginal: { email: ATTRIBUTES_REQUIRE_VERIFICATION_BEFORE_UPDATE.includes('email') },
      passwordPolicy: {
        minLength: PASSWORD_POLICY.minLength,
        requireUppercase: PASSWORD_POLICY.requireUppercase,
        requireDigits: PASSWORD_POLICY.requireDigits,
        requireSymbols: PASSWORD_POLICY.requireSymbols,
        requireLowercase: PASSWORD_POLICY.requireLowercase,
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      mfa: Mfa.OFF,
      // Lite: e-mail and password, groups and the two triggers are all we use; Essentials adds managed
      // login, passwordless sign-in and access-token customization at 2.7 times the MAU price (docs/deploy.md).
      featurePlan: FeaturePlan.LITE,
      lambdaTriggers: { customMessage: this.customMessageFunction, preSignUp: this.preSignUpFunction },
      // Sign-up codes and resets through our SES identity: Cognito's default sender stops at about 50 a day.
      // The identity is in this stack, so in its region (a region-agnostic stack names it by token).
      email: UserPoolEmail.withSES({ ...props.sender, sesRegion: Stack.of(this).region }),
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    Validations.of(this.userPool).acknowledge(
      {
        id: 'AwsSolutions-COG2',
        reason: 'The product signs in with e-mail and password only (spec); the web app has no MFA screens',
      },
      {
        id: 'AwsSolutions-COG8',
        reason: 'Lite plan for cost; the Plus tier threat protection can be switched on later',
      },
    );

    for (const group of ROLE_GROUPS) {
      this.userPool.addGroup(`${group.name}Group`, { groupName: group.name, description: group.description });
    }

    this.client = this.userPool.addClient('WebClient', {
      userPoolClientName: USER_POOL_CLIENT_NAME,
      generateSecret: false,
      // ALLOW_REFRESH_TOKEN_AUTH is always added by CDK.
      authFlows: { userPassword: true, userSrp: true },
      accessTokenValidity: Duration.minutes(TOKEN_VALIDITY.accessTokenMinutes),
      idTokenValidity: Duration.minutes(TOKEN_VALIDITY.idTokenMinutes),
      refreshTokenValidity: Duration.days(TOKEN_VALIDITY.refreshTokenDays),
      // As in local mode; sign-up reveals whether an e-mail is registered anyway.
      preventUserExistenceErrors: false,
    });
  }

  /** The issuer API Gateway's JWT authorizer trusts. */
  get issuerUrl(): string {
    return `https://cognito-idp.${this.userPool.stack.region}.amazonaws.com/${this.userPool.userPoolId}`;
  }
}
