import {
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListGroupsCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  ATTRIBUTES_REQUIRE_VERIFICATION_BEFORE_UPDATE,
  CLIENT_AUTH_FLOWS,
  PASSWORD_POLICY,
  ROLE_GROUPS,
  TOKEN_VALIDITY,
  USER_POOL_CLIENT_NAME,
  USER_POOL_NAME,
} from '@infra/auth/user-pool-settings';

export function localCognitoClient(port: number): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

export interface LocalUserPool {
  userPoolId: string;
  clientId: string;
}

/** Finds or creates the pool, its web client and the role groups (idempotent). */
export async function ensureUserPool(client: CognitoIdentityProviderClient): Promise<LocalUserPool> {
  const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  let userPoolId = pools.UserPools?.find((p) => p.Name === USER_POOL_NAME)?.Id;
  if (!userPoolId) {
    const created = await client.send(
      new CreateUserPoolCommand({
        PoolName: USER_POOL_NAME,
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
        UserAttributeUpdateSettings: {
          AttributesRequireVerificationBeforeUpdate: [...ATTRIBUTES_REQUIRE_VERIFICATION_BEFORE_UPDATE],
        },
        Policies: {
          PasswordPolicy: {
            MinimumLength: PASSWORD_POLICY.minLength,
            RequireUppercase: PASSWORD_POLICY.requireUppercase,
            RequireNumbers: PASSWORD_POLICY.requireDigits,
            RequireSymbols: PASSWORD_POLICY.requireSymbols,
            RequireLowercase: PASSWORD_POLICY.requireLowercase,
          },
        },
      }),
    );
    userPoolId = created.UserPool!.Id!;
  }

  const clients = await client.send(new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }));
  let clientId = clients.UserPoolClients?.find((c) => c.ClientName === USER_POOL_CLIENT_NAME)?.ClientId;
  if (!clientId) {
    const created = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: USER_POOL_CLIENT_NAME,
        GenerateSecret: false,
        ExplicitAuthFlows: [...CLIENT_AUTH_FLOWS],
        AccessTokenValidity: TOKEN_VALIDITY.accessTokenMinutes,
        IdTokenValidity: TOKEN_VALIDITY.idTokenMinutes,
        RefreshTokenValidity: TOKEN_VALIDITY.refreshTokenDays,
        TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
      }),
    );
    clientId = created.UserPoolClient!.ClientId!;
  }

  // cognito-local 5.3.0's CreateGroup overwrites an existing group with an empty one (AWS
  // answers GroupExistsException): every member the seed did not add would lose their role
  // on restart. So only a missing group is created.
  // (GetGroup is no help: it answers 500 while a pool has no group at all.)
  const existing = await client.send(new ListGroupsCommand({ UserPoolId: userPoolId, Limit: 60 }));
  const names = new Set(existing.Groups?.map((group) => group.GroupName));
  for (const group of ROLE_GROUPS.filter((g) => !names.has(g.name))) {
    await client.send(
      new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: group.name, Description: group.description }),
    );
  }
  return { userPoolId, clientId };
}
