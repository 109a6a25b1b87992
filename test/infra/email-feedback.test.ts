import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { SES_FEEDBACK_DETAIL_TYPES, SES_FEEDBACK_HANDLER } from '@schemas/email-feedback';
import { builtApp } from './built-app';

let template: Template;

beforeAll(() => {
  template = Template.fromStack(builtApp().stack);
});

/** The logical id of the only resource of this type. */
function onlyId(type: string): string {
  const ids = Object.keys(template.findResources(type));
  expect(ids).toHaveLength(1);
  return ids[0];
}

describe('SES bounces and complaints', () => {
  it('sends with a configuration set that suppresses bounces and complaints and keeps reputation metrics', () => {
    template.hasResourceProperties('AWS::SES::ConfigurationSet', {
      SuppressionOptions: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
      ReputationOptions: { ReputationMetricsEnabled: true },
    });
    const set = onlyId('AWS::SES::ConfigurationSet');
    // The identity's default set, and the one Cognito's own mail names.
    template.hasResourceProperties('AWS::SES::EmailIdentity', {
      ConfigurationSetAttributes: { ConfigurationSetName: { Ref: set } },
    });
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: Match.objectLike({ EmailSendingAccount: 'DEVELOPER', ConfigurationSet: { Ref: set } }),
    });
  });

  it('publishes bounces and complaints to the default bus, whose rule runs the suppression handler', () => {
    template.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      EventDestination: Match.objectLike({
        Enabled: true,
        MatchingEventTypes: Match.arrayEquals(['bounce', 'complaint']),
        EventBridgeDestination: { EventBusArn: Match.anyValue() },
      }),
    });
    const rules = template.findResources('AWS::Events::Rule', {
      Properties: { EventPattern: { source: ['aws.ses'] } },
    });
    const [rule] = Object.values(rules) as Array<{ Properties: Record<string, unknown> }>;
    expect(Object.keys(rules)).toHaveLength(1);
    // No EventBusName: the default bus, the only one SES publishes to.
    expect(rule.Properties.EventBusName).toBeUndefined();
    expect(rule.Properties.EventPattern).toEqual({
      source: ['aws.ses'],
      'detail-type': [...SES_FEEDBACK_DETAIL_TYPES],
    });
    const functions = template.findResources('AWS::Lambda::Function', {
      Properties: { Description: Match.stringLikeRegexp('^On Email Bounced, Email Complaint Received') },
    });
    expect(Object.keys(functions)).toHaveLength(1);
    expect(JSON.stringify(rule.Properties.Targets)).toContain(Object.keys(functions)[0]);
    expect(SES_FEEDBACK_HANDLER).toBe('notifications/record-email-suppression');
  });

  it('gives every function the configuration set, and a sender the right to send with it', () => {
    const set = onlyId('AWS::SES::ConfigurationSet');
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ SES_CONFIGURATION_SET: { Ref: set } }) },
    });
    const policies = JSON.stringify(template.findResources('AWS::IAM::Policy'));
    expect(policies).toContain(':configuration-set/');
  });

  it('alarms where SES starts reviewing the account: 5 % bounces, 0.1 % complaints', () => {
    const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm')) as Array<{
      Properties: Record<string, unknown>;
    }>;
    const on = (metricName: string) =>
      alarms.filter((alarm) => JSON.stringify(alarm.Properties.Metrics ?? '').includes(`"${metricName}"`));
    for (const [metricName, threshold] of [
      ['Reputation.BounceRate', 0.05],
      ['Reputation.ComplaintRate', 0.001],
    ] as const) {
      const found = on(metricName);
      expect(found, metricName).toHaveLength(1);
      expect(found[0].Properties).toMatchObject({
        Threshold: threshold,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      });
      expect(JSON.stringify(found[0].Properties.Metrics)).toContain('"Namespace":"AWS/SES"');
      expect(JSON.stringify(found[0].Properties.AlarmActions)).toContain('AlarmTopic');
    }
  });
});
