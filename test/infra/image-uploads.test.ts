import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@infra/stack';
import { INVITE_USER_ACTIONS } from '@infra/constructs/permissions';

/** The AWS side of company images and invites (docs/images.md). */
let template: Template;

beforeAll(() => {
  const { stack } = buildApp({
    context: { 'aws:cdk:bundling-stacks': [], mailFromDomain: 'mail.movematch.test', alarmEmail: 'oncall@movematch.test' },
  });
  template = Template.fromStack(stack);
});

describe('image uploads and invites', () => {
  it('expires unchecked uploads under pending/ after a day', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([Match.objectLike({ Id: 'ExpireUncheckedUploads', Prefix: 'pending/', ExpirationInDays: 1, Status: 'Enabled' })]),
      },
    });
  });

  it('lets only the invite handler create Cognito users', () => {
    const policies = Object.values(template.findResources('AWS::IAM::Policy'));
    const withCreate = policies.filter((policy) =>
      JSON.stringify(policy.Properties.PolicyDocument.Statement).includes('cognito-idp:AdminCreateUser'),
    );
    expect(withCreate).toHaveLength(1);
    const statement = JSON.stringify(withCreate[0]!.Properties.PolicyDocument.Statement);
    for (const action of INVITE_USER_ACTIONS) expect(statement).toContain(action);
    expect(statement).toContain('ses:SendEmail');
  });
});
