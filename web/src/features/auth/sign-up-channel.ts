import { TIMINGS } from '@schemas/constants';

/*
 * How a confirmed sign-up gets a session without the password ever touching storage.
 * The tab that signed up keeps the password in memory and listens on this channel. The tab
 * that opens the e-mail link confirms the account, says 'confirmed', and the sign-up tab
 * signs in (Amplify keeps tokens in localStorage, which all tabs share) and answers
 * 'signed-in' (it says 'signing-in' first, so a slow network gets more time). No answer in
 * time (tab closed, other browser): the user signs in by hand.
 */

export const SIGN_UP_CHANNEL = 'movematch-signup';
/** How long the confirming tab waits for the sign-up tab's answer. */
export const SIGN_UP_ANSWER_TIMEOUT_MS = TIMINGS.errorRedirectMs;
/** How long it waits once the sign-up tab said it is signing in. */
export const SIGN_IN_TIMEOUT_MS = 15_000;

export type SignUpChannelMessage = { type: 'confirmed' | 'signing-in' | 'signed-in' | 'sign-in-failed'; email: string };

const MESSAGE_TYPES: ReadonlySet<string> = new Set(['confirmed', 'signing-in', 'signed-in', 'sign-in-failed']);

type ChannelLike = Pick<BroadcastChannel, 'postMessage' | 'close' | 'addEventListener' | 'removeEventListener'>;
export type CreateChannel = (name: string) => ChannelLike | undefined;

const defaultChannel: CreateChannel = (name) =>
  typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(name);

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function isMessage(data: unknown): data is SignUpChannelMessage {
  const message = data as Partial<SignUpChannelMessage> | null;
  return (
    typeof message === 'object' &&
    message !== null &&
    MESSAGE_TYPES.has(String(message.type)) &&
    typeof message.email === 'string'
  );
}

/**
 * In the sign-up tab: when another tab confirms `email`, run `signIn` (a closure over the
 * password), answer 'signed-in' and call `onSignedIn`. Returns stop; stops itself after success.
 */
export function signInWhenConfirmedElsewhere(options: {
  email: string;
  signIn: () => Promise<void>;
  onSignedIn: () => void;
  createChannel?: CreateChannel;
}): () => void {
  const channel = (options.createChannel ?? defaultChannel)(SIGN_UP_CHANNEL);
  if (!channel) return () => {};
  let busy = false;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    channel.removeEventListener('message', listener);
    channel.close();
  };
  const listener = (event: Event) => void onMessage(event);
  async function onMessage(event: Event) {
    const data = (event as MessageEvent<unknown>).data;
    if (busy || stopped || !isMessage(data) || data.type !== 'confirmed' || !sameEmail(data.email, options.email))
      return;
    busy = true;
    channel?.postMessage({ type: 'signing-in', email: options.email } satisfies SignUpChannelMessage);
    try {
      await options.signIn();
      channel?.postMessage({ type: 'signed-in', email: options.email } satisfies SignUpChannelMessage);
      stop();
      options.onSignedIn();
    } catch (error) {
      // The confirming tab then sends the user to /login to sign in by hand.
      console.warn('Could not sign in after the e-mail was confirmed', error);
      channel?.postMessage({ type: 'sign-in-failed', email: options.email } satisfies SignUpChannelMessage);
    } finally {
      busy = false;
    }
  }
  channel.addEventListener('message', listener);
  return stop;
}

/**
 * In the confirming tab: tells the sign-up tab that `email` is confirmed and resolves true
 * once it has signed in, false when nobody answers within the timeout.
 */
export function askSignUpTabToSignIn(
  email: string,
  options: { timeoutMs?: number; signInTimeoutMs?: number; createChannel?: CreateChannel } = {},
): Promise<boolean> {
  const channel = (options.createChannel ?? defaultChannel)(SIGN_UP_CHANNEL);
  if (!channel) return Promise.resolve(false);
  return new Promise((resolve) => {
    const finish = (answered: boolean) => {
      window.clearTimeout(timer);
      channel.removeEventListener('message', onMessage);
      channel.close();
      resolve(answered);
    };
    const onMessage = (event: Event) => {
      const data = (event as MessageEvent<unknown>).data;
      if (!isMessage(data) || !sameEmail(data.email, email)) return;
      if (data.type === 'signed-in') finish(true);
      if (data.type === 'sign-in-failed') finish(false);
      if (data.type === 'signing-in') {
        window.clearTimeout(timer);
        timer = window.setTimeout(() => finish(false), options.signInTimeoutMs ?? SIGN_IN_TIMEOUT_MS);
      }
    };
    let timer = window.setTimeout(() => finish(false), options.timeoutMs ?? SIGN_UP_ANSWER_TIMEOUT_MS);
    channel.addEventListener('message', onMessage);
    channel.postMessage({ type: 'confirmed', email } satisfies SignUpChannelMessage);
  });
}
