import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { INVITE_LIFECYCLE_ACTIONS } from '@infra/constructs/permissions';
import { scheduledJobs } from '@schemas/schedules';
import { policyActionsOf, resourcesOf, type CfnResource } from './template-resources';
import { builtApp } from './built-app';

/*
 * Jobs on a clock (schemas/schedules.ts): each has a rate schedule invoking its own function,
 * and the lapse sweep may settle invites in Cognito. The PreSignUp trigger frees a lapsed
 * invite's address before a sign-up (docs/security.md, Invites and names).
 */

let template: Template;

beforeAll(() => {
  const { stack } = builtApp();
  template = Template.fromStack(stack);
});

const functionNamed = (description: string) => {
  const matches = Object.entries(resourcesOf(template, 'AWS::Lambda::Function')).filter(([, r]) =>
    String(r.Properties.Description).startsWith(description),
  );
  expect(matches, description).toHaveLength(1);
  return matches[0];
};

const actionsOf = (fn: CfnResource<'AWS::Lambda::Function'>) => policyActionsOf(fn, template);

describe('scheduled jobs', () => {
  it('include the hourly lapsed-invite sweep', () => {
    const sweep = scheduledJobs.find((job) => job.handler === 'company-profile/sweep-lapsed-invites');
    expect(sweep?.everyMinutes).toBe(60);
  });

  it.each(scheduledJobs.map((job) => [job.id, job] as const))(
    '%s: a rate schedule invokes its own function',
    (_id, job) => {
      const [functionId, fn] = functionNamed(`Every ${job.everyMinutes} minutes: ${job.summary}`.slice(0, 256));
      expect(fn.Properties).toMatchObject({ Runtime: 'nodejs22.x', Handler: 'index.handler', Timeout: 300 });
      expect(Object.keys(fn.Properties.Environment.Variables)).toEqual(
        expect.arrayContaining(['TABLE_NAME', 'USER_POOL_ID']),
      );

      const rules = Object.values(resourcesOf(template, 'AWS::Events::Rule')).filter((r) =>
        JSON.stringify(r.Properties.Targets ?? []).includes(`"${functionId}"`),
      );
      expect(rules).toHaveLength(1);
      // CDK writes whole days as days, whole hours as hours.
      const rate =
        job.everyMinutes % 1440 === 0
          ? `rate(${job.everyMinutes / 1440} day${job.everyMinutes === 1440 ? '' : 's'})`
          : job.everyMinutes % 60 === 0
            ? `rate(${job.everyMinutes / 60} hour${job.everyMinutes === 60 ? '' : 's'})`
            : `rate(${job.everyMinutes} minutes)`;
      expect(rules[0].Properties).toMatchObject({ ScheduleExpression: rate, State: 'ENABLED' });
      expect(rules[0].Properties.EventPattern).toBeUndefined();
      template.hasResourceProperties('AWS::Lambda::Permission', {
        Action: 'lambda:InvokeFunction',
        Principal: 'events.amazonaws.com',
        FunctionName: { 'Fn::GetAtt': [functionId, 'Arn'] },
      });
    },
  );

  it('let the sweep read, block, unblock and delete invited accounts, and never scan', () => {
    const sweep = scheduledJobs.find((job) => job.id === 'LapsedInviteSweep')!;
    const [, fn] = functionNamed(`Every ${sweep.everyMinutes} minutes: ${sweep.summary}`);
    const actions = actionsOf(fn);
    for (const action of [...INVITE_LIFECYCLE_ACTIONS, 'dynamodb:Query', 'dynamodb:DeleteItem']) {
      expect(actions).toContain(action);
    }
    expect(actions).not.toContain('dynamodb:Scan');
    expect(actions).not.toContain('cognito-idp:AdminCreateUser');
  });
});

describe('PreSignUp trigger', () => {
  it('runs before every self sign-up and may free a lapsed invite (table items, the invite lifecycle in Cognito)', () => {
    const [functionId, fn] = functionNamed('Cognito PreSignUp trigger');
    const [pool] = Object.values(resourcesOf(template, 'AWS::Cognito::UserPool'));
    expect(pool.Properties.LambdaConfig.PreSignUp).toEqual({ 'Fn::GetAtt': [functionId, 'Arn'] });
    expect(Object.keys(fn.Properties.Environment.Variables)).toEqual(expect.arrayContaining(['TABLE_NAME']));
    const actions = actionsOf(fn);
    for (const action of [...INVITE_LIFECYCLE_ACTIONS, 'dynamodb:Query', 'dynamodb:DeleteItem'])
      expect(actions).toContain(action);
    expect(actions).not.toContain('cognito-idp:AdminCreateUser');
    expect(actions).not.toContain('dynamodb:Scan');
  });
});
