/**
 * True while the live socket (web/src/lib/live) is connected: the 30 s polling then pauses
 * and the socket's events refresh the queries. Polling alone until the socket is wired.
 */
export function useLiveConnected(): boolean {
  return false;
}
