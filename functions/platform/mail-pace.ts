/**
 * Scheduled jobs that mail many people at once (the 72-hour reminders, insurance expiry) go at
 * most this many items a second: SES's sending quota after production access starts at 14
 * e-mails a second per account, a reminder is two e-mails, and the API's own mail needs room.
 */
export const SCHEDULED_MAIL_ITEMS_PER_SECOND = 5;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `each` over the items in order, at most `perSecond` of them in any second: after each
 * full second's worth it waits out the rest of that second. A short list never waits.
 * `wait` is injectable so a test proves the pacing without sleeping.
 */
export async function eachAtPace<T>(
  items: readonly T[],
  each: (item: T) => Promise<void>,
  { perSecond = SCHEDULED_MAIL_ITEMS_PER_SECOND, wait = sleep, now = () => Date.now() } = {},
): Promise<void> {
  let windowStart = now();
  for (const [index, item] of items.entries()) {
    if (index > 0 && index % perSecond === 0) {
      const elapsed = now() - windowStart;
      if (elapsed < 1000) await wait(1000 - elapsed);
      windowStart = now();
    }
    await each(item);
  }
}
