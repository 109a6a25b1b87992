import { Template } from 'aws-cdk-lib/assertions';
import { BUSINESS_METRICS } from '@functions/platform/metrics';
import { scheduledJobs } from '@schemas/schedules';
import { LOG_METRICS } from '@infra/constructs/log-metrics';
import { buildApp } from '@infra/stack';
import type { StackInventory } from './journey-prices';

const MINUTES_PER_MONTH = 30 * 24 * 60;

/**
 * What the synthesized stack (no bundling) has that is billed by the month: its alarms' metrics,
 * dashboards and secrets; the business metrics the functions emit (one dimension set each) and
 * the metrics counted from logs (LOG_METRICS); the scheduled jobs' runs at their functions' memory.
 */
export function stackInventory(memoryMb: Map<string, number>): StackInventory {
  const { stack } = buildApp({ context: { 'aws:cdk:bundling-stacks': [] } });
  const template = Template.fromStack(stack);
  const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm')) as Array<{
    Properties: { Metrics?: Array<{ MetricStat?: unknown }> };
  }>;
  return {
    customMetrics: Object.keys(BUSINESS_METRICS).length + Object.keys(LOG_METRICS).length,
    alarmMetrics: alarms.reduce(
      (sum, alarm) =>
        sum + (alarm.Properties.Metrics ? alarm.Properties.Metrics.filter((m) => m.MetricStat).length : 1),
      0,
    ),
    dashboards: Object.keys(template.findResources('AWS::CloudWatch::Dashboard')).length,
    secrets: Object.keys(template.findResources('AWS::SecretsManager::Secret')).length,
    scheduledJobs: scheduledJobs.map((job) => ({
      runsPerMonth: MINUTES_PER_MONTH / job.everyMinutes,
      memoryMb: memoryMb.get(job.handler) ?? 1024,
    })),
  };
}
