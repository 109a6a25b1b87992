/** How long `eventually` keeps reading, and what its error says when the time is up. */
export interface EventuallyOptions<T> {
  timeoutMs?: number;
  intervalMs?: number;
  /** The error message when `done` never held, from the last value read. */
  failure?: (last: T) => string;
}

/**
 * Reads until `done` holds and answers that read; throws once the time is up. For effects
 * that land asynchronously (event deliveries, webhooks, e-mails). Without `done`, the read's
 * own truthiness decides.
 */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean = Boolean,
  { timeoutMs = 15_000, intervalMs = 100, failure }: EventuallyOptions<T> = {},
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) {
      throw new Error(failure?.(value) ?? `Condition not met within ${timeoutMs} ms; last read: ${describe(value)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

function describe(value: unknown): string {
  try {
    return JSON.stringify(value)?.slice(0, 500) ?? String(value);
  } catch {
    return String(value);
  }
}
