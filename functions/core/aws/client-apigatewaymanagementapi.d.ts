/**
 * The part of @aws-sdk/client-apigatewaymanagementapi (3.1169.0, like the other clients) that
 * functions/core/aws/live-sockets.ts uses. Delete this file once the package is in package.json:
 * TypeScript then reads the package's own types.
 */
declare module '@aws-sdk/client-apigatewaymanagementapi' {
  export class ApiGatewayManagementApiClient {
    constructor(config: { region?: string; endpoint?: string });
    send(command: PostToConnectionCommand): Promise<unknown>;
  }
  export class PostToConnectionCommand {
    constructor(input: { ConnectionId: string; Data: Uint8Array });
  }
  export class GoneException extends Error {}
}
