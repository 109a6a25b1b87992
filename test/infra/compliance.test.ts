import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { example } from '@infra/environments/example';
import { buildApp, type MoveMatchStack } from '@infra/stack';
import { builtApp } from './built-app';

const SKIP_BUNDLING = { 'aws:cdk:bundling-stacks': [] };

let stack: MoveMatchStack;

beforeAll(() => {
  const built = builtApp();
  stack = built.stack;
  // Throws on any unacknowledged cdk-nag finding (the plugin runs during synthesis) and on
  // dependency cycles between resources ("Template is undeployable").
  Template.fromStack(stack);
});

describe('cdk-nag AWS Solutions checks', () => {
  it('report no unacknowledged finding, error or warning', () => {
    const report = new AwsSolutionsChecks(stack, { verbose: true }).validateScope(stack);
    const findings = report.violations.map(
      (v) => `${v.ruleName} (${v.severity}) at ${v.violatingResources.map((r) => r.constructPath).join(', ')}`,
    );
    expect(findings).toEqual([]);
  });

  it('leave no AwsSolutions or other error annotations, nor CDK warnings', () => {
    const annotations = Annotations.fromStack(stack);
    expect(annotations.findError('*', Match.stringLikeRegexp('AwsSolutions-.*'))).toEqual([]);
    expect(annotations.findError('*', Match.anyValue())).toEqual([]);
    expect(annotations.findWarning('*', Match.anyValue())).toEqual([]);
  });

  it('fail synthesis when a finding is not acknowledged', () => {
    const { stack: other } = buildApp({ context: SKIP_BUNDLING });
    new Bucket(other, 'UnloggedBucket');
    expect(() => Template.fromStack(other)).toThrow(/AwsSolutions-S1/);
  });

  it('hold when the account and region are known, as `cdk synth` sets them (findings then name them literally)', () => {
    const saved = { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION };
    process.env.CDK_DEFAULT_REGION = 'us-east-1';
    try {
      const { stack: regional } = buildApp({ context: SKIP_BUNDLING });
      expect(() => Template.fromStack(regional)).not.toThrow();
      // An environment's settings name their account (lib/environments/).
      const { stack: placed } = buildApp({
        context: SKIP_BUNDLING,
        settings: { ...example, account: '210987654321', region: 'us-east-1' },
      });
      expect(() => Template.fromStack(placed)).not.toThrow();
    } finally {
      for (const [key, value] of [
        ['CDK_DEFAULT_ACCOUNT', saved.account],
        ['CDK_DEFAULT_REGION', saved.region],
      ] as const) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
  });

  it('check the nested stacks too: an unacknowledged finding in a route group fails synthesis', () => {
    const { stack: other } = buildApp({ context: SKIP_BUNDLING });
    new Bucket(other.api.routeStacks.get('admin')!, 'UnloggedBucket');
    expect(() => Template.fromStack(other)).toThrow(/AwsSolutions-S1/);
  });
});
