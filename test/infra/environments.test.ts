import type { CfnSlackChannelConfiguration } from 'aws-cdk-lib/aws-chatbot';
import type { CfnUserPool } from 'aws-cdk-lib/aws-cognito';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { ENVIRONMENTS, environmentSettings } from '@infra/environments';
import { checkDeployable, environmentSettingsSchema, type EnvironmentSettings } from '@infra/environments/settings';
import { buildApp } from '@infra/stack';

const SKIP_BUNDLING = { 'aws:cdk:bundling-stacks': [] };

/** A filled-in environment, as an operator leaves one before the first deploy. */
const filled = (stage: string): EnvironmentSettings => ({
  stage,
  account: '210987654321',
  region: 'us-east-1',
  mailFromDomain: `${stage}.mail.movematch.com`,
  alarmEmails: ['oncall@movematch.com'],
  logLevel: 'INFO',
});

describe('environment settings (lib/environments)', () => {
  it('are one valid file per environment, with stages and mail identities of their own', () => {
    for (const [name, settings] of Object.entries(ENVIRONMENTS))
      expect(environmentSettingsSchema.safeParse(settings).success, name).toBe(true);
    const stages = Object.values(ENVIRONMENTS).map((settings) => settings.stage);
    expect(new Set(stages).size).toBe(stages.length);
    expect(ENVIRONMENTS.staging.mailFromDomain).not.toBe(ENVIRONMENTS.production.mailFromDomain);
  });

  it('refuse a deploy to an account with example values, naming each one', () => {
    const examples = { ...filled('staging'), mailFromDomain: 'movematch.example', alarmEmails: ['ops@example.com'] };
    expect(() => checkDeployable('staging', examples)).toThrow(
      /lib\/environments\/staging\.ts still holds example values; fill in: mailFromDomain movematch\.example; alarmEmails ops@example\.com/,
    );
    expect(() => checkDeployable('staging', { ...filled('staging'), alarmEmails: [] })).toThrow(/alarmEmails is empty/);
    expect(() => checkDeployable('staging', { ...filled('staging'), account: '123456789012' })).toThrow(
      /account 123456789012/,
    );
    // The files as committed still wait for their real values.
    expect(() => environmentSettings('production')).toThrow(/still holds example values/);
  });

  it('refuse credentials for another account, and the example once credentials are present', () => {
    expect(() => checkDeployable('staging', filled('staging'), '999999999999')).toThrow(
      'lib/environments/staging.ts is for account 210987654321, but the credentials are for 999999999999.',
    );
    expect(() => checkDeployable('staging', filled('staging'), '210987654321')).not.toThrow();
    expect(() => environmentSettings('example', '210987654321')).toThrow(/Deploy with -c env=staging/);
    expect(environmentSettings('example').stage).toBe('example');
  });

  it('refuse an unknown environment, a malformed file and the old -c flags', () => {
    expect(() => environmentSettings('prod')).toThrow(
      'Unknown environment "prod": one of example, staging, production',
    );
    expect(environmentSettingsSchema.safeParse({ ...filled('Staging!'), account: '42' }).error?.issues.length).toBe(2);
    expect(() => buildApp({ context: { ...SKIP_BUNDLING, alarmEmail: 'ops@movematch.com' } })).toThrow(
      '-c alarmEmail is no longer read: set it in lib/environments/<env>.ts and deploy with -c env=<env>',
    );
  });

  it('take a domain of our own only when CloudFront can have its certificate, and refuse example or malformed names', () => {
    const domain = {
      name: 'app.movematch.com',
      hostedZoneId: 'Z0123456789ABCDEFGHIJ',
      hostedZoneName: 'movematch.com',
    };
    const issuesOf = (settings: EnvironmentSettings) =>
      environmentSettingsSchema.safeParse(settings).error?.issues.map((issue) => issue.message) ?? [];
    expect(issuesOf({ ...filled('prod'), domain })).toEqual([]);
    // CloudFront reads certificates only from us-east-1.
    expect(issuesOf({ ...filled('prod'), region: 'us-east-2', domain })).toEqual([
      expect.stringMatching(/^CloudFront reads certificates only from us-east-1/),
    ]);
    const certificateArn = 'arn:aws:acm:us-east-1:210987654321:certificate/0f3e8a2c-1b4d-4c5e-9f6a-7b8c9d0e1f2a';
    expect(issuesOf({ ...filled('prod'), region: 'us-east-2', domain: { ...domain, certificateArn } })).toEqual([]);
    expect(
      issuesOf({
        ...filled('prod'),
        domain: { ...domain, certificateArn: certificateArn.replace('us-east-1', 'us-east-2') },
      }),
    ).toEqual([expect.stringMatching(/an ACM certificate in us-east-1/)]);
    expect(issuesOf({ ...filled('prod'), domain: { ...domain, name: 'movematch.org' } })).toEqual([
      'name must be the hosted zone or a name under it',
    ]);
    expect(issuesOf({ ...filled('prod'), domain: { ...domain, name: 'https://App.movematch.com/' } })).toContain(
      'a host name such as movematch.com or app.movematch.com',
    );
    expect(() =>
      checkDeployable('prod', {
        ...filled('prod'),
        domain: { name: 'app.movematch.example', hostedZoneId: 'Z01', hostedZoneName: 'movematch.example' },
      }),
    ).toThrow(/domain app\.movematch\.example/);
  });

  it('send the alarms to a Slack channel too when the environment names one (AWS Chatbot, read-only)', () => {
    const { stack } = buildApp({
      context: SKIP_BUNDLING,
      settings: { ...filled('staging'), alarmChat: { slackWorkspaceId: 'T01ABCDEF', slackChannelId: 'C01ABCDEF' } },
    });
    const chat = stack.monitoring.node.findChild('AlarmChat').node.defaultChild as CfnSlackChannelConfiguration;
    expect(stack.resolve(chat.snsTopicArns)).toEqual([stack.resolve(stack.monitoring.alarmTopic.topicArn)]);
    expect([chat.slackWorkspaceId, chat.slackChannelId, chat.configurationName]).toEqual([
      'T01ABCDEF',
      'C01ABCDEF',
      'MoveMatch-staging',
    ]);
    expect(stack.resolve(chat.guardrailPolicies)).toEqual([
      { 'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':iam::aws:policy/CloudWatchReadOnlyAccess']] },
    ]);
    expect(
      environmentSettingsSchema.safeParse({
        ...filled('staging'),
        alarmChat: { slackWorkspaceId: 'x', slackChannelId: 'y' },
      }).success,
    ).toBe(false);
    // cdk-nag runs at synthesis: the Chatbot role must pass it too.
    expect(() => Template.fromStack(stack)).not.toThrow();
    const { stack: without } = buildApp({ context: SKIP_BUNDLING, settings: filled('staging') });
    expect(without.monitoring.node.tryFindChild('AlarmChat')).toBeUndefined();
  });

  it('put the stage in every name, so two environments share one account without clashing', () => {
    const names = (stage: string) => {
      const { stack } = buildApp({ context: SKIP_BUNDLING, settings: filled(stage) });
      const pool = stack.auth.userPool.node.defaultChild as CfnUserPool;
      return [stack.stackName, pool.userPoolName, stack.storage.imageBucketName];
    };
    expect(names('staging')).toEqual([
      'MoveMatch-staging',
      'MoveMatch-staging-users',
      'movematch-staging-images-210987654321-us-east-1',
    ]);
    const prod = names('prod');
    expect(prod[0]).toBe('MoveMatch-prod');
    for (const [index, name] of names('staging').entries()) expect(prod[index]).not.toBe(name);
  });
});
