import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeKey } from '@infra/constructs/api';
import { INVITE_USER_ACTIONS, INVITE_USER_HANDLER } from '@infra/constructs/permissions';
import { routeList, routes } from '@schemas/routes';
import { viewerRequestHandler } from './cloudfront-function';
import { stackTemplates } from './stack-templates';
import { resourcesOf } from './template-resources';
import { builtApp } from './built-app';

/** The AWS side of company images and invites (docs/images.md). */
let template: Template;
/** The main stack's template and the nested ones (route functions live in nested stacks). */
let all: Template[];

beforeAll(() => {
  const { stack } = builtApp('filledIn');
  const stacks = stackTemplates(stack);
  template = stacks.main;
  all = stacks.all;
});

/** Every IAM policy of every template, with the handler modules of the route functions whose roles it is on. */
function policiesWithHandlers(): Array<{ statement: string; handlers: string[] }> {
  const handlerOfRouteKey = new Map(routeList.map(([, route]) => [routeKey(route), route.handler]));
  return all.flatMap((of) => {
    const handlerOfRole = new Map(
      Object.values(resourcesOf(of, 'AWS::Lambda::Function'))
        .filter((r) => r.Properties.Role?.['Fn::GetAtt'])
        .map((fn) => [
          fn.Properties.Role['Fn::GetAtt'][0],
          handlerOfRouteKey.get(String(fn.Properties.Description).split(':')[0]) ?? '(not a route)',
        ]),
    );
    return Object.values(resourcesOf(of, 'AWS::IAM::Policy')).map((policy) => ({
      statement: JSON.stringify(policy.Properties.PolicyDocument.Statement),
      handlers: policy.Properties.Roles.map((role) => handlerOfRole.get(role.Ref) ?? '(no function)'),
    }));
  });
}

describe('image uploads and invites', () => {
  it('expires unchecked uploads under pending/ after a day', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({
            Id: 'ExpireUncheckedUploads',
            Prefix: 'pending/',
            ExpirationInDays: 1,
            Status: 'Enabled',
          }),
        ]),
      },
    });
  });

  it('never serves pending/ uploads through CloudFront: the deployed edge function answers 404 outside the served prefixes', () => {
    const [distribution] = Object.values(resourcesOf(template, 'AWS::CloudFront::Distribution'));
    const images = distribution.Properties.DistributionConfig.CacheBehaviors.find(
      (b) => b.PathPattern === '/images/*',
    )!;
    const [association] = images.FunctionAssociations!;
    expect(association.EventType).toBe('viewer-request');
    const imagePath = resourcesOf(template, 'AWS::CloudFront::Function')[association.FunctionARN['Fn::GetAtt'][0]];
    const viewerRequest = viewerRequestHandler(imagePath.Properties.FunctionCode);
    expect(viewerRequest('/images/companies/c1/1700000000000-0a1b2c3d-logo.png')).toEqual({
      uri: '/companies/c1/1700000000000-0a1b2c3d-logo.png',
    });
    expect(viewerRequest('/images/seed/c1/hero.png')).toEqual({ uri: '/seed/c1/hero.png' });
    expect(viewerRequest('/images/attachments/u1/1700000000000-0a1b-photo.png')).toEqual({
      uri: '/attachments/u1/1700000000000-0a1b-photo.png',
    });
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
    const [policy] = Object.values(
      resourcesOf(template, 'AWS::S3::BucketPolicy', {
        Properties: { Bucket: { Ref: Match.stringLikeRegexp('^StorageImageBucket') } },
      }),
    );
    const statements = policy.Properties.PolicyDocument.Statement;
    const cloudFront = statements.filter((s) => s.Principal?.Service === 'cloudfront.amazonaws.com');
    expect(cloudFront).toHaveLength(1);
    const resources = JSON.stringify(cloudFront[0].Resource);
    expect(resources).toContain('/companies/*');
    expect(resources).toContain('/seed/*');
    expect(resources).toContain('/attachments/*');
    expect(cloudFront[0].Resource).toHaveLength(3);
    expect(resources).not.toMatch(/"\/\*"/);
  });

  it('lets the image handlers list the bucket, so a missing upload is a 404 (400 to the user), not a 403', () => {
    const withPut = policiesWithHandlers().filter(({ statement }) =>
      statement.includes('["s3:GetObject","s3:PutObject","s3:DeleteObject"]'),
    );
    const handlers = withPut.flatMap((p) => p.handlers);
    expect(handlers).toContain('images/upload-image');
    expect(
      handlers.every((h) => h.startsWith('images/') || h.startsWith('admin/')),
      handlers.join(', '),
    ).toBe(true);
    for (const { statement } of withPut) expect(statement).toContain('s3:ListBucket');
  });

  it('gives the image check a full vCPU and 25 s: a maximal PNG inflates 512 MB', () => {
    const matches = all.flatMap((of) =>
      Object.values(
        resourcesOf(of, 'AWS::Lambda::Function', {
          Properties: { Description: Match.stringLikeRegexp('^POST /api/images/upload-image') },
        }),
      ),
    );
    expect(matches).toHaveLength(1);
    expect(matches[0].Properties).toMatchObject({ MemorySize: 1769, Timeout: 25 });
  });

  it("lets only the invite handlers (a company's colleague, the admin's) create Cognito users", () => {
    const withCreate = policiesWithHandlers().filter(({ statement }) =>
      statement.includes('cognito-idp:AdminCreateUser'),
    );
    const handlers = withCreate.flatMap((p) => p.handlers);
    expect(handlers).toContain(INVITE_USER_HANDLER);
    expect(handlers).toContain(routes.inviteUserAsAdmin.handler);
    expect(
      handlers.every((h) => h === INVITE_USER_HANDLER || h.startsWith('admin/')),
      handlers.join(', '),
    ).toBe(true);
    for (const { statement } of withCreate) {
      for (const action of INVITE_USER_ACTIONS) expect(statement).toContain(action);
      expect(statement).toContain('ses:SendEmail');
    }
  });
});
