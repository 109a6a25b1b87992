/** What the integration global setup hands to test files (via vitest provide/inject). */
export interface TestStackInfo {
  apiUrl: string;
  webUrl: string;
  userPoolId: string;
  clientId: string;
  cognitoPort: number;
  inboxPort: number;
  dynamodbPort: number;
  s3Port: number;
  /** The local Stripe: REST API (key sk_test_local_movematch), checkout pages, /_control. */
  stripePort: number;
  stripeUrl: string;
  tableName: string;
  imageBucket: string;
  /** The local EventBridge: PutEvents, and GET /_control/idle (answers once no event is in flight). */
  eventBusUrl: string;
  /** The WebSocket stage's management API (LIVE_CALLBACK_URL): PostToConnection, DeleteConnection. */
  liveCallbackUrl: string;
  /** The test-only control endpoint (stack-control.ts), where the stack runs in another process. */
  controlUrl?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: TestStackInfo;
  }
}
