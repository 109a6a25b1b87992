import { describe, expect, it } from 'vitest';
import { eachAtPace } from '@functions/platform/mail-pace';

/** A clock that only moves when the code under test waits (or an item takes time). */
function fakeClock() {
  let at = 0;
  const waits: number[] = [];
  return {
    now: () => at,
    wait: (ms: number) => {
      waits.push(ms);
      at += ms;
      return Promise.resolve();
    },
    advance: (ms: number) => (at += ms),
    waits,
  };
}

describe('eachAtPace', () => {
  it('takes at most perSecond items in any second, in order, and waits out the rest of each second', async () => {
    const clock = fakeClock();
    const done: Array<{ item: number; at: number }> = [];
    await eachAtPace(
      Array.from({ length: 12 }, (_, i) => i),
      (item) => {
        done.push({ item, at: clock.now() });
        clock.advance(50);
        return Promise.resolve();
      },
      { perSecond: 5, wait: clock.wait, now: clock.now },
    );
    expect(done.map((d) => d.item)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(clock.waits).toEqual([750, 750]);
    for (let i = 5; i < done.length; i++) expect(done[i].at - done[i - 5].at).toBeGreaterThanOrEqual(1000);
  });

  it('never waits for a short list, nor when the items themselves took a second', async () => {
    const clock = fakeClock();
    await eachAtPace([1, 2, 3], () => Promise.resolve(), { perSecond: 5, wait: clock.wait, now: clock.now });
    await eachAtPace(
      [1, 2, 3, 4],
      () => {
        clock.advance(600);
        return Promise.resolve();
      },
      { perSecond: 2, wait: clock.wait, now: clock.now },
    );
    expect(clock.waits).toEqual([]);
  });
});
