import { BUSINESS_METRICS } from '@functions/platform/metrics';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_AUTH_FLOWS, PASSWORD_POLICY } from '@infra/auth/user-pool-settings';
import { GLOBAL_SECONDARY_INDEXES, TABLE_KEYS } from '@infra/data/table-definition';
import { ROLES } from '@schemas/enums';
import { expected } from '@test/support/expected';
import { resourcesOf } from './template-resources';
import { builtApp } from './built-app';

let template: Template;

beforeAll(() => {
  const { stack } = builtApp('filledIn');
  template = Template.fromStack(stack);
});

describe('DynamoDB table', () => {
  it('has the keys and GSIs of table-definition.ts, all projected', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    const [table] = Object.values(resourcesOf(template, 'AWS::DynamoDB::Table'));
    const props = table.Properties;
    expect(props.KeySchema).toEqual([
      { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
      { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
    ]);
    expect(props.GlobalSecondaryIndexes).toEqual(
      GLOBAL_SECONDARY_INDEXES.map((gsi) => ({
        IndexName: gsi.indexName,
        KeySchema: [
          { AttributeName: gsi.partitionKey, KeyType: 'HASH' },
          { AttributeName: gsi.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    );
    for (const attribute of props.AttributeDefinitions) expect(attribute.AttributeType).toBe('S');
    expect(props.TimeToLiveSpecification).toEqual({ AttributeName: TABLE_KEYS.ttlAttribute, Enabled: true });
  });

  it('is on-demand, with point-in-time recovery and deletion protection, and retained', () => {
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      Properties: {
        BillingMode: 'PAY_PER_REQUEST',
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        DeletionProtectionEnabled: true,
      },
    });
  });
});

describe('Cognito', () => {
  it('is on the Lite plan (no Essentials feature is used: lib/constructs/auth.ts)', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', { UserPoolTier: 'LITE' });
  });

  it('signs in by e-mail with self sign-up and the fuller password rule', () => {
    template.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Retain',
      Properties: {
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
        AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
        Policies: {
          PasswordPolicy: {
            MinimumLength: 8,
            RequireUppercase: true,
            RequireNumbers: true,
            RequireSymbols: true,
            RequireLowercase: false,
          },
        },
        LambdaConfig: { CustomMessage: Match.anyValue() },
      },
    });
    expect(PASSWORD_POLICY.minLength).toBe(8);
  });

  it('keeps the original e-mail until a changed one is verified (keepOriginal), and issues 30-minute access tokens', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ['email'] },
    });
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', { AccessTokenValidity: 30, IdTokenValidity: 30 });
  });

  it('has no custom attributes: roles are groups only', () => {
    const [pool] = Object.values(resourcesOf(template, 'AWS::Cognito::UserPool'));
    const attributes = pool.Properties.Schema ?? [];
    expect(attributes.filter((a) => a.Name.startsWith('custom:') || /role/i.test(a.Name))).toEqual([]);
  });

  it("sends its own e-mails (codes, resets) through the app's SES identity, not Cognito's default sender", () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: {
        EmailSendingAccount: 'DEVELOPER',
        From: 'MoveMatch <no-reply@mail.movematch.test>',
        SourceArn: Match.anyValue(),
      },
    });
    const [pool] = Object.values(resourcesOf(template, 'AWS::Cognito::UserPool'));
    expect(JSON.stringify(pool.Properties.EmailConfiguration.SourceArn)).toContain(':identity/mail.movematch.test');
  });

  it('has one group per role', () => {
    const groups = Object.values(resourcesOf(template, 'AWS::Cognito::UserPoolGroup')).map(
      (g) => g.Properties.GroupName,
    );
    expect(groups.sort()).toEqual([...ROLES].sort());
  });

  it('has a public web client with password, SRP and refresh flows', () => {
    const [client] = Object.values(resourcesOf(template, 'AWS::Cognito::UserPoolClient'));
    expect(client.Properties.GenerateSecret).toBe(false);
    expect([...client.Properties.ExplicitAuthFlows].sort()).toEqual([...CLIENT_AUTH_FLOWS].sort());
  });
});

describe('S3', () => {
  it('blocks all public access and denies non-TLS requests on every bucket', () => {
    const buckets = resourcesOf(template, 'AWS::S3::Bucket');
    expect(Object.keys(buckets)).toHaveLength(3);
    for (const bucket of Object.values(buckets)) {
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
    }
    const policies = Object.values(resourcesOf(template, 'AWS::S3::BucketPolicy'));
    expect(policies).toHaveLength(3);
    for (const policy of policies) {
      expect(policy.Properties.PolicyDocument.Statement).toContainEqual(
        expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
      );
    }
  });

  it('lets the web origin upload and read images, and logs access to the log bucket', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: {
        CorsRules: [
          {
            AllowedMethods: ['PUT', 'GET', 'HEAD'],
            // The domain of our own and the cloudfront.net name, which keeps working beside it.
            AllowedOrigins: [
              'https://app.movematch.test',
              {
                'Fn::Join': [
                  '',
                  ['https://', { 'Fn::GetAtt': [Match.stringLikeRegexp('^WebDistribution'), 'DomainName'] }],
                ],
              },
            ],
          },
        ],
      },
      LoggingConfiguration: { DestinationBucketName: { Ref: Match.stringLikeRegexp('^StorageLogBucket') } },
    });
  });
});

describe('SES', () => {
  it('verifies the mailFromDomain identity and sends from it', () => {
    template.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'mail.movematch.test',
      // Our own envelope sender, so SPF aligns for DMARC (docs/deploy.md).
      MailFromAttributes: { MailFromDomain: 'bounce.mail.movematch.test' },
    });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: { MAIL_FROM: 'MoveMatch <no-reply@mail.movematch.test>' } },
    });
  });
});

describe('a domain of our own (the settings name app.movematch.test)', () => {
  it('has a certificate validated in the hosted zone, and CloudFront answers on the name with TLS 1.2 at least', () => {
    template.hasResourceProperties('AWS::CertificateManager::Certificate', {
      DomainName: 'app.movematch.test',
      ValidationMethod: 'DNS',
      DomainValidationOptions: [{ DomainName: 'app.movematch.test', HostedZoneId: 'Z0123456789ABCDEFGHIJ' }],
    });
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['app.movematch.test'],
        ViewerCertificate: {
          AcmCertificateArn: { Ref: Match.stringLikeRegexp('^DomainCertificate') },
          MinimumProtocolVersion: 'TLSv1.2_2021',
          SslSupportMethod: 'sni-only',
        },
      }),
    });
  });

  it('points the name at CloudFront over IPv4 and IPv6', () => {
    for (const type of ['A', 'AAAA'])
      template.hasResourceProperties('AWS::Route53::RecordSet', {
        Name: 'app.movematch.test.',
        Type: type,
        HostedZoneId: 'Z0123456789ABCDEFGHIJ',
        AliasTarget: Match.objectLike({
          DNSName: { 'Fn::GetAtt': [Match.stringLikeRegexp('^WebDistribution'), 'DomainName'] },
        }),
      });
  });

  it('links in e-mails (the functions and the Cognito trigger) use the name', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ APP_ORIGIN: 'https://app.movematch.test' }) },
    });
    template.hasOutput('AppUrl', { Value: 'https://app.movematch.test' });
  });
});

describe('monitoring', () => {
  it('alarms on API 5xx rate and p99 latency, function failures and Lambda throttles, DynamoDB throttles', () => {
    const alarms = Object.entries(resourcesOf(template, 'AWS::CloudWatch::Alarm'));
    const ids = alarms.map(([id]) => id);
    for (const name of ['Api5xxRate', 'ApiP99Latency', 'LambdaFailures', 'LambdaThrottles', 'DynamoThrottles']) {
      expect(
        ids.some((id) => id.startsWith(`Monitoring${name}`)),
        name,
      ).toBe(true);
    }
    for (const [, alarm] of alarms) {
      expect(alarm.Properties.AlarmActions).toEqual([{ Ref: expected.stringMatching(/^MonitoringAlarmTopic/) }]);
    }
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/ApiGateway',
      MetricName: 'Latency',
      ExtendedStatistic: 'p99',
    });
  });

  it('shows every business metric on the dashboard, and alarms on failed webhook events and paid checkouts not applied', () => {
    const [dashboard] = Object.values(resourcesOf(template, 'AWS::CloudWatch::Dashboard'));
    const body = JSON.stringify(dashboard.Properties.DashboardBody);
    for (const name of Object.values(BUSINESS_METRICS))
      expect(body, name).toContain(`\\"MoveMatch\\",\\"${name}\\",\\"service\\",\\"movematch-example\\"`);
    const alarmNamed = (name: string) =>
      Object.entries(resourcesOf(template, 'AWS::CloudWatch::Alarm')).find(([id]) =>
        id.startsWith(`Monitoring${name}`),
      )![1].Properties;
    const failures = alarmNamed('WebhookFailures');
    expect(failures.Threshold).toBe(1);
    expect(failures.Metrics![0].MetricStat!.Metric).toEqual({
      Namespace: 'MoveMatch',
      MetricName: 'WebhookEventsFailed',
      // The stage's service (METRICS_SERVICE of every function): environments in one account stay apart.
      Dimensions: [{ Name: 'service', Value: 'movematch-example' }],
    });
    // A wrong webhook secret fails every Stripe event at the signature: its own alarm.
    const rejected = alarmNamed('WebhookSignatureRejected');
    expect(rejected.Threshold).toBe(1);
    expect(rejected.Metrics![0].MetricStat!.Metric).toMatchObject({ MetricName: 'WebhookSignatureRejected' });
    const queries = alarmNamed('CheckoutsNotApplied').Metrics!;
    expect(queries.find((q) => q.Expression)?.Expression).toBe('FILL(completed, 0) - FILL(applied, 0)');
    expect(
      queries.flatMap((q) => (q.MetricStat ? [[q.MetricStat.Metric.MetricName, q.MetricStat.Period]] : [])).sort(),
    ).toEqual([
      ['CheckoutSessionsApplied', 3600],
      ['CheckoutSessionsCompleted', 3600],
    ]);
  });

  it("has a dashboard named for the stage and e-mails alarms to every one of the environment's alarmEmails", () => {
    template.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
    template.hasResourceProperties('AWS::CloudWatch::Dashboard', { DashboardName: 'MoveMatch-example' });
    template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'oncall@movematch.test' });
    template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'owner@movematch.test' });
  });
});
