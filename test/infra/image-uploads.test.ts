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

  it('never serves pending/ uploads through CloudFront: the deployed edge function answers 404 outside the served prefixes', () => {
    const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution'));
    const images = distribution!.Properties.DistributionConfig.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/images/*');
    const [association] = images.FunctionAssociations;
    expect(association.EventType).toBe('viewer-request');
    const imagePath = template.findResources('AWS::CloudFront::Function')[association.FunctionARN['Fn::GetAtt'][0]];
    const handler = new Function(`${imagePath!.Properties.FunctionCode}; return handler;`)() as (e: unknown) => Record<string, unknown>;
    const viewerRequest = (uri: string) => handler({ request: { uri } });
    expect(viewerRequest('/images/companies/c1/1700000000000-0a1b2c3d-logo.png')).toEqual({ uri: '/companies/c1/1700000000000-0a1b2c3d-logo.png' });
    expect(viewerRequest('/images/seed/c1/hero.png')).toEqual({ uri: '/seed/c1/hero.png' });
    expect(viewerRequest('/images/attachments/u1/1700000000000-0a1b-photo.png')).toEqual({ uri: '/attachments/u1/1700000000000-0a1b-photo.png' });
    for (const uri of [
      '/images/pending/companies/c1/1700000000000-0a1b2c3d-logo.png',
      '/images/companies/../pending/companies/c1/x.png',
      '/images/%70ending/companies/c1/x.png',
      '/images/companies//x.png',
      '/images/',
      '/images/other/x.png',
    ]) {
      expect(viewerRequest(uri), uri).toMatchObject({ statusCode: 404 });
    }
  });

  it('lets CloudFront read only the served prefixes of the image bucket, not pending/', () => {
    const [policy] = Object.values(template.findResources('AWS::S3::BucketPolicy', { Properties: { Bucket: { Ref: Match.stringLikeRegexp('^StorageImageBucket') } } }));
    const statements = policy!.Properties.PolicyDocument.Statement as Array<Record<string, any>>;
    const cloudFront = statements.filter((s) => s.Principal?.Service === 'cloudfront.amazonaws.com');
    expect(cloudFront).toHaveLength(1);
    const resources = JSON.stringify(cloudFront[0]!.Resource);
    expect(resources).toContain('/companies/*');
    expect(resources).toContain('/seed/*');
    expect(resources).toContain('/attachments/*');
    expect(cloudFront[0]!.Resource).toHaveLength(3);
    expect(resources).not.toMatch(/"\/\*"/);
  });

  it('lets the image handlers list the bucket, so a missing upload is a 404 (400 to the user), not a 403', () => {
    const policies = Object.values(template.findResources('AWS::IAM::Policy')).map((p) => JSON.stringify(p.Properties.PolicyDocument.Statement));
    const withPut = policies.filter((statement) => statement.includes('["s3:GetObject","s3:PutObject","s3:DeleteObject"]'));
    expect(withPut.length).toBeGreaterThan(0);
    for (const statement of withPut) expect(statement).toContain('s3:ListBucket');
  });

  it('gives the image check a full vCPU and 25 s: a maximal PNG inflates 512 MB', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('^POST /api/images/upload-image'),
      MemorySize: 1769,
      Timeout: 25,
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
