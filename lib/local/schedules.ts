import { randomUUID } from 'node:crypto';
import { scheduledJobs } from '@schemas/schedules';
import { lambdaContext, type HandlerLoader } from './handler-loader';

/**
 * The local stand-in for the EventBridge schedules (lib/constructs/schedules.ts): each job's
 * handler file runs once at start (so work that came due while the stack was down is done) and
 * then on its interval. Runs of one job never overlap here; a failed run is logged and the next
 * one tries again, as in AWS. stop() clears the timers and waits for a run in progress.
 */
export function startLocalSchedules(loadHandler: HandlerLoader, log: (line: string) => void) {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<void>>();

  for (const job of scheduledJobs) {
    let busy = false;
    const run = () => {
      if (busy) return;
      busy = true;
      const id = randomUUID();
      const event = {
        version: '0',
        id,
        'detail-type': 'Scheduled Event',
        source: 'aws.events',
        time: new Date().toISOString(),
        detail: {},
      };
      const done = loadHandler(job.handler)
        .then((handler) => handler(event, lambdaContext(job.handler, id)))
        .then(
          () => undefined,
          (error: unknown) =>
            log(`scheduled ${job.id} (${job.handler}) failed: ${(error as Error).message}; the next run tries again`),
        )
        .finally(() => {
          busy = false;
          running.delete(done);
        });
      running.add(done);
    };
    run();
    const timer = setInterval(run, job.everyMinutes * 60_000);
    timer.unref();
    timers.push(timer);
  }

  return {
    async stop(): Promise<void> {
      for (const timer of timers) clearInterval(timer);
      await Promise.allSettled([...running]);
    },
  };
}
