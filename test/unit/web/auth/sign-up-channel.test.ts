// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  askSignUpTabToSignIn,
  SIGN_UP_CHANNEL,
  signInWhenConfirmedElsewhere,
  type CreateChannel,
} from '@web/features/auth/sign-up-channel';

/** BroadcastChannel between "tabs" in one process: a tiny in-memory bus. */
function memoryBus(): CreateChannel {
  const members = new Set<EventTarget & { closed?: boolean }>();
  return (name) => {
    expect(name).toBe(SIGN_UP_CHANNEL);
    const self = Object.assign(new EventTarget(), {
      closed: false,
      postMessage(data: unknown) {
        for (const other of members) {
          if (other !== self && !other.closed)
            queueMicrotask(() => other.dispatchEvent(new MessageEvent('message', { data })));
        }
      },
      close() {
        self.closed = true;
        members.delete(self);
      },
    });
    members.add(self);
    return self;
  };
}

afterEach(() => vi.useRealTimers());

describe('the sign-up hand-off between tabs', () => {
  it('the sign-up tab signs in when the confirming tab says so, and the confirming tab hears it', async () => {
    const bus = memoryBus();
    const signIn = vi.fn(async () => {});
    const onSignedIn = vi.fn();
    signInWhenConfirmedElsewhere({ email: 'Ada@Example.com', signIn, onSignedIn, createChannel: bus });

    await expect(askSignUpTabToSignIn('ada@example.com', { createChannel: bus })).resolves.toBe(true);
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(onSignedIn).toHaveBeenCalledTimes(1);
  });

  it('ignores confirmations of other e-mail addresses', async () => {
    vi.useFakeTimers();
    const bus = memoryBus();
    const signIn = vi.fn(async () => {});
    signInWhenConfirmedElsewhere({ email: 'ada@example.com', signIn, onSignedIn: () => {}, createChannel: bus });
    const answer = askSignUpTabToSignIn('bob@example.com', { createChannel: bus, timeoutMs: 3_000 });
    await vi.advanceTimersByTimeAsync(3_000);
    await expect(answer).resolves.toBe(false);
    expect(signIn).not.toHaveBeenCalled();
  });

  it('gives up after ~3 s when no sign-up tab answers', async () => {
    vi.useFakeTimers();
    const answer = askSignUpTabToSignIn('ada@example.com', { createChannel: memoryBus() });
    await vi.advanceTimersByTimeAsync(2_900);
    let settled = false;
    void answer.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    await expect(answer).resolves.toBe(false);
  });

  it('a failed sign-in in the sign-up tab ends the wait at once', async () => {
    const bus = memoryBus();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    signInWhenConfirmedElsewhere({
      email: 'ada@example.com',
      signIn: async () => Promise.reject(new Error('NotAuthorizedException')),
      onSignedIn: () => {},
      createChannel: bus,
    });
    await expect(askSignUpTabToSignIn('ada@example.com', { createChannel: bus })).resolves.toBe(false);
  });

  it('without BroadcastChannel, nobody answers', async () => {
    await expect(askSignUpTabToSignIn('ada@example.com', { createChannel: () => undefined })).resolves.toBe(false);
  });
});
