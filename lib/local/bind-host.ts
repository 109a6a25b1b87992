/**
 * The address every local service listens on: 127.0.0.1, so nothing of the local stack (DynamoDB
 * Local answers without credentials) is reachable from the network. A developer who wants to
 * reach it from another machine sets MOVEMATCH_BIND_HOST (e.g. 0.0.0.0) knowingly.
 */
export const LOCAL_BIND_HOST = process.env.MOVEMATCH_BIND_HOST || '127.0.0.1';
