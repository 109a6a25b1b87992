import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { verifyPoolToken } from '@functions/platform/access-token';
import { parseGroupsClaim, roleFromGroups } from '@functions/platform/http/auth-context';
import type { SocketIdentity } from './socket-identity';

/**
 * The WebSocket API's REQUEST authorizer on $connect: the Cognito token from `?token=` (a
 * browser cannot set headers on a WebSocket), verified like the HTTP API's JWT authorizer.
 * Allow hands the user id and role to $connect and every later route of the socket; any
 * failure throws 'Unauthorized', which API Gateway answers with 401 before the socket opens.
 */
export async function authorizeSocket(token: string | undefined): Promise<SocketIdentity | null> {
  const claims = await verifyPoolToken(token);
  if (!claims || typeof claims.sub !== 'string' || claims.sub === '') return null;
  return { userId: claims.sub, role: roleFromGroups(parseGroupsClaim(claims['cognito:groups'])) };
}

export async function handler(
  event: Pick<APIGatewayRequestAuthorizerEvent, 'queryStringParameters' | 'methodArn'>,
): Promise<APIGatewayAuthorizerResult> {
  const identity = await authorizeSocket(event.queryStringParameters?.token ?? undefined);
  if (!identity) throw new Error('Unauthorized');
  return {
    principalId: identity.userId,
    policyDocument: {
      Version: '2012-10-17',
      Statement: [{ Action: 'execute-api:Invoke', Effect: 'Allow', Resource: event.methodArn }],
    },
    context: { ...identity },
  };
}
