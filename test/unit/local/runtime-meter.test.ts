import { afterEach, describe, expect, it, vi } from 'vitest';
import { meteredHandler, notHandlerTime, setRuntimeMeter, type RuntimeMeter } from '@infra/local/runtime-meter';

/* The journey cost bench's Lambda count (lib/local/runtime-meter.ts): each call of a handler, timed. */

function recordingMeter() {
  const invoked: Array<{ handler: string; durationMs: number }> = [];
  const meter: RuntimeMeter = {
    invoked: (handler, durationMs) => invoked.push({ handler, durationMs }),
    request: () => {},
    published: () => {},
  };
  return { meter, invoked };
}

afterEach(() => {
  setRuntimeMeter(undefined);
  vi.restoreAllMocks();
});

describe('runtime meter', () => {
  it('records each call of a handler with its name and wall time, and passes the answer through', async () => {
    const { meter, invoked } = recordingMeter();
    setRuntimeMeter(meter);
    const handler = meteredHandler('users/get-user', (event: unknown) => Promise.resolve({ echoed: event }));
    await expect(handler('one')).resolves.toEqual({ echoed: 'one' });
    await handler('two');
    expect(invoked.map((i) => i.handler)).toEqual(['users/get-user', 'users/get-user']);
    for (const { durationMs } of invoked) expect(durationMs).toBeGreaterThanOrEqual(0);
  });

  it('records a failed call too (Lambda bills it) and rethrows its error', async () => {
    const { meter, invoked } = recordingMeter();
    setRuntimeMeter(meter);
    const handler = meteredHandler('notifications/send-message-email', () => Promise.reject(new Error('SES down')));
    await expect(handler()).rejects.toThrow('SES down');
    expect(invoked).toHaveLength(1);
  });

  it('records nothing without a meter', async () => {
    const { invoked } = recordingMeter();
    const handler = meteredHandler('users/get-user', () => Promise.resolve('ok'));
    await expect(handler()).resolves.toBe('ok');
    expect(invoked).toHaveLength(0);
  });

  it("leaves a bench's bookkeeping inside a call out of the handler's time", async () => {
    let now = 1000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const { meter, invoked } = recordingMeter();
    setRuntimeMeter(meter);
    const handler = meteredHandler('quotes/book-quote', async () => {
      now += 40; // the handler's own work
      await notHandlerTime(() => {
        now += 25; // the bench pricing a write
        return Promise.resolve();
      });
      now += 10;
    });
    await handler();
    expect(invoked).toEqual([{ handler: 'quotes/book-quote', durationMs: 50 }]);
  });
});
