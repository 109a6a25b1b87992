/*
 * Signing out in one tab signs out the others (spec: cross-tab sign-out). Amplify's tokens are
 * in localStorage, which every tab shares, but its Hub events stay in the tab that caused them:
 * the tab that signed out says so on this channel, and the others drop what they show.
 */

const CHANNEL = 'movematch-session';
const SIGNED_OUT = 'signed-out';

type ChannelLike = Pick<BroadcastChannel, 'postMessage' | 'addEventListener' | 'removeEventListener'>;

let channel: ChannelLike | null | undefined;

/** One channel per tab: a BroadcastChannel does not hear its own messages, so this tab never reacts to itself. */
function sessionChannel(): ChannelLike | null {
  channel ??= typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  return channel;
}

/** Tells the other tabs this tab signed out. */
export function announceSignedOut(): void {
  sessionChannel()?.postMessage({ type: SIGNED_OUT });
}

/** Calls `listener` when another tab signed out; returns the unsubscribe function. */
export function onSignedOutElsewhere(listener: () => void): () => void {
  const current = sessionChannel();
  if (!current) return () => {};
  const handle = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === SIGNED_OUT) listener();
  };
  current.addEventListener('message', handle);
  return () => current.removeEventListener('message', handle);
}
