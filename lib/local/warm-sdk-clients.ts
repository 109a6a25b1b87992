/**
 * Locally every handler shares this process, so the first publishEvent and the first live push
 * would pay the SDK clients' cold start (module import, credential chain: about half a second)
 * inside somebody's request. One harmless call each at start pays it up front, as a warm Lambda
 * would have: a PutEvents whose source no rule matches, a DeleteConnection of no socket (410).
 */
export async function warmSdkClients(): Promise<void> {
  const [{ eventBridgeClient }, { PutEventsCommand }, { deleteConnection }] = await Promise.all([
    import('@functions/platform/aws/eventbridge'),
    import('@aws-sdk/client-eventbridge'),
    import('@functions/platform/aws/live-sockets'),
  ]);
  await Promise.all([
    eventBridgeClient().send(
      new PutEventsCommand({ Entries: [{ Source: 'local.warm-up', DetailType: 'WarmUp', Detail: '{}' }] }),
    ),
    deleteConnection('warm-up'),
  ]);
}
