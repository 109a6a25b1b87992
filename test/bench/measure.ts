/** Latency sampling shared by the benchmarks: fixed request count, fixed concurrency. */
export interface LatencyFigures {
  concurrency: number;
  requests: number;
  p50: number;
  p99: number;
  mean: number;
  perSecond: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

/** Runs `call` `requests` times with `concurrency` in flight; returns latency figures in ms. */
export async function measure(
  concurrency: number,
  requests: number,
  call: () => Promise<unknown>,
): Promise<LatencyFigures> {
  const samples: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        next++;
        const t = performance.now();
        await call();
        samples.push(performance.now() - t);
      }
    }),
  );
  const elapsed = performance.now() - started;
  samples.sort((a, b) => a - b);
  return {
    concurrency,
    requests,
    p50: percentile(samples, 50),
    p99: percentile(samples, 99),
    mean: samples.reduce((a, b) => a + b, 0) / samples.length,
    perSecond: (requests / elapsed) * 1000,
  };
}

export const ms = (value: number) => `${value.toFixed(2)} ms`;
