import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { ScheduledJob } from '@schemas/schedules';
import { AppFunction } from './lambda-defaults';

export interface SchedulesProps {
  /** One schedule and function per job (schemas/schedules.ts scheduledJobs). */
  jobs: readonly ScheduledJob[];
  /** Where a run that failed all its retries goes (the events' dead-letter queue and its alarm). */
  deadLetterQueue: IQueue;
}

/**
 * Jobs on a clock: per job an EventBridge rule with a rate schedule that invokes its function.
 * A failed run is retried by Lambda's asynchronous retries and, at the latest, by the next run:
 * every job is idempotent. A run that failed its retries lands in the dead-letter queue; each job
 * also has a heartbeat alarm (job-heartbeats.ts, in Monitoring).
 */
export class ScheduledJobs extends Construct {
  /** One function per job, keyed by job id. */
  readonly functions = new Map<string, AppFunction>();

  constructor(scope: Construct, id: string, props: SchedulesProps) {
    super(scope, id);
    for (const job of props.jobs) {
      const fn = new AppFunction(this, `${job.id}Handler`, {
        handler: job.handler,
        description: `Every ${job.everyMinutes} minutes: ${job.summary}`,
        timeout: Duration.minutes(5),
      });
      fn.configureAsyncInvoke({ retryAttempts: 2, onFailure: new SqsDestination(props.deadLetterQueue) });
      this.functions.set(job.id, fn);
      new Rule(this, `${job.id}Schedule`, {
        description: job.summary,
        schedule: Schedule.rate(Duration.minutes(job.everyMinutes)),
        targets: [new LambdaFunction(fn, { retryAttempts: 2 })],
      });
    }
  }
}
