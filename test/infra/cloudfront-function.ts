/** What a CloudFront Function's viewer-request handler answers: the request (maybe rewritten) or a response. */
export type ViewerRequestResult = Record<string, unknown>;

/**
 * A CloudFront Function's source as a callable handler, so a test runs the code the edge runs on
 * a viewer request `{ request: { uri } }`.
 */
export function viewerRequestHandler(code: string): (uri: string) => ViewerRequestResult {
  // oxlint-disable-next-line typescript/no-implied-eval -- evaluating the deployed function's own source is the point
  const handler = (new Function(`${code}; return handler;`) as () => (event: unknown) => ViewerRequestResult)();
  return (uri) => handler({ request: { uri } });
}
