import { randomUUID } from 'node:crypto';
import { currentStack } from './current-stack';
import {
  AdminAddUserToGroupCommand,
  AdminConfirmSignUpCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Role } from '@schemas/enums';
import { routes } from '@schemas/routes';
import { localCognitoClient } from '@infra/local/cognito-setup';
import { callRoute } from './api';

export const TEST_PASSWORD = 'Password123!';

export interface TestUser {
  email: string;
  password: string;
  /** Cognito sub: also the profile id. */
  sub: string;
  username: string;
  firstName: string;
  lastName: string;
  accessToken: string;
  idToken: string;
  refreshToken: string;
}

const cognito = () => localCognitoClient(currentStack().cognitoPort);

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomUUID().slice(0, 8)}@test.example`;

/** Signs in with USER_PASSWORD_AUTH, the flow the web app uses. */
export async function signIn(email: string, password = TEST_PASSWORD) {
  const { clientId } = currentStack();
  const result = await cognito().send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const tokens = result.AuthenticationResult!;
  return { accessToken: tokens.AccessToken!, idToken: tokens.IdToken!, refreshToken: tokens.RefreshToken! };
}

async function finish(email: string, firstName: string, lastName: string, password: string): Promise<TestUser> {
  const { userPoolId } = currentStack();
  const user = await cognito().send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }));
  const sub = user.UserAttributes!.find((a) => a.Name === 'sub')!.Value!;
  return { email, password, sub, username: user.Username!, firstName, lastName, ...(await signIn(email, password)) };
}

/**
 * An account an admin created with a temporary password (FORCE_CHANGE_PASSWORD), in a role
 * group, e-mail verified: what an invited company user has before the first sign-in.
 */
export async function createInvitedUser(
  options: { role?: Role; email?: string; attributes?: Array<{ Name: string; Value: string }> } = {},
): Promise<{ email: string; temporaryPassword: string }> {
  const { userPoolId } = currentStack();
  const role = options.role ?? 'MOVING_COMPANY';
  const email = options.email ?? uniqueEmail('invited');
  const temporaryPassword = 'Temp-Pass-1234';
  await cognito().send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      TemporaryPassword: temporaryPassword,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
        ...(options.attributes ?? []),
      ],
    }),
  );
  await cognito().send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: email, GroupName: role }));
  return { email, temporaryPassword };
}

/**
 * A confirmed user in the given role group (an admin-created account, like an invited
 * company user or an admin). With profile: true its user record is created too.
 */
export async function createTestUser(
  options: { role?: Role; profile?: boolean; email?: string; firstName?: string; lastName?: string } = {},
): Promise<TestUser> {
  const { userPoolId } = currentStack();
  const role = options.role ?? 'MOVER';
  const firstName = options.firstName ?? 'Test';
  const lastName = options.lastName ?? `${role[0]}${role.slice(1).toLowerCase()}`;
  const { email } = await createInvitedUser({ role, email: options.email ?? uniqueEmail(role.toLowerCase()) });
  await cognito().send(
    new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: email, Password: TEST_PASSWORD, Permanent: true }),
  );
  const user = await finish(email, firstName, lastName, TEST_PASSWORD);
  if (options.profile) await createProfile(user);
  return user;
}

/** A customer who signed up on their own (no group yet), confirmed, signed in. */
export async function signUpUser(
  options: { email?: string; attributes?: Array<{ Name: string; Value: string }>; metadata?: Record<string, string> } = {},
): Promise<TestUser> {
  const { userPoolId, clientId } = currentStack();
  const email = options.email ?? uniqueEmail('signup');
  await cognito().send(
    new SignUpCommand({
      ClientId: clientId,
      Username: email,
      Password: TEST_PASSWORD,
      UserAttributes: [{ Name: 'email', Value: email }, ...(options.attributes ?? [])],
      ClientMetadata: options.metadata,
    }),
  );
  await cognito().send(new AdminConfirmSignUpCommand({ UserPoolId: userPoolId, Username: email }));
  return finish(email, 'Sam', 'Signup', TEST_PASSWORD);
}

export async function createProfile(user: TestUser) {
  const answer = await callRoute(routes.createUser, {
    token: user.accessToken,
    body: { firstName: user.firstName, lastName: user.lastName, email: user.email, auth_id: user.sub },
  });
  if (answer.status !== 201 && answer.status !== 200) {
    throw new Error(`create-user answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return answer.body;
}
