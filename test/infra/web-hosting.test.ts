import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_PATH_CODE, SPA_REWRITE_CODE } from '@infra/constructs/web-hosting';
import { expected } from '@test/support/expected';
import { viewerRequestHandler } from './cloudfront-function';
import { resourcesOf, type DistributionConfig } from './template-resources';
import { builtApp } from './built-app';

// AWS managed policy ids (CloudFront docs).
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

let template: Template;
let outdir: string;
let distributionConfig: DistributionConfig;

const behavior = (pattern: string) => distributionConfig.CacheBehaviors.find((b) => b.PathPattern === pattern)!;
const originOf = (cacheBehavior: { TargetOriginId: string }) =>
  distributionConfig.Origins.find((o) => o.Id === cacheBehavior.TargetOriginId)!;

/** Runs a CloudFront Function's source on a viewer request and returns the new URI. */
function rewrite(code: string, uri: string): string {
  return viewerRequestHandler(code)(uri).uri as string;
}

beforeAll(() => {
  const { app, stack } = builtApp();
  template = Template.fromStack(stack);
  outdir = app.outdir;
  const [distribution] = Object.values(resourcesOf(template, 'AWS::CloudFront::Distribution'));
  distributionConfig = distribution.Properties.DistributionConfig;
});

describe('CloudFront distribution', () => {
  it('serves the prerendered home page at the root from a private bucket through OAC', () => {
    expect(distributionConfig.DefaultRootObject).toBe('home.html');
    const defaultOrigin = originOf(distributionConfig.DefaultCacheBehavior);
    expect(defaultOrigin.OriginAccessControlId).toBeDefined();
    expect(defaultOrigin.S3OriginConfig).toEqual({ OriginAccessIdentity: '' });
  });

  it('forwards /api/* to the HTTP API uncached, with every viewer header but Host', () => {
    const api = behavior('/api/*');
    expect(api).toMatchObject({
      CachePolicyId: CACHING_DISABLED,
      OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
      AllowedMethods: expected.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
    });
    const origin = originOf(api);
    expect(JSON.stringify(origin.DomainName)).toMatch(/ApiHttpApi.*execute-api/);
    expect(origin.CustomOriginConfig!.OriginProtocolPolicy).toBe('https-only');
  });

  it('serves /images/<key> from the image bucket through OAC', () => {
    const images = behavior('/images/*');
    expect(images.FunctionAssociations).toEqual([
      {
        EventType: 'viewer-request',
        FunctionARN: { 'Fn::GetAtt': [expect.stringMatching(/^WebImagePath/), 'FunctionARN'] },
      },
    ]);
    expect(rewrite(IMAGE_PATH_CODE, '/images/seed/c1/logo.png')).toBe('/seed/c1/logo.png');
    const origin = originOf(images);
    expect(origin.OriginAccessControlId).toBeDefined();
    expect(JSON.stringify(origin.DomainName)).toContain('-images-');
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: Match.stringLikeRegexp('^StorageImageBucket') },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Action: 's3:GetObject',
            Condition: { StringEquals: { 'AWS:SourceArn': Match.anyValue() } },
          }),
        ]),
      },
    });
  });

  it('routes SPA paths to index.html at the edge, without error responses that would mask API 403/404s', () => {
    expect(distributionConfig.DefaultCacheBehavior.FunctionAssociations).toEqual([
      {
        EventType: 'viewer-request',
        FunctionARN: { 'Fn::GetAtt': [expect.stringMatching(/^WebSpaRewrite/), 'FunctionARN'] },
      },
    ]);
    // Error responses are distribution-wide: they would turn GET /api/user's 404 into HTML.
    expect(distributionConfig.CustomErrorResponses).toBeUndefined();
    expect(behavior('/api/*').FunctionAssociations).toBeUndefined();
  });

  it('rewrites / to the prerendered home page, other app routes to index.html, and leaves files alone', () => {
    expect(rewrite(SPA_REWRITE_CODE, '/')).toBe('/home.html');
    expect(rewrite(SPA_REWRITE_CODE, '/move-info')).toBe('/index.html');
    expect(rewrite(SPA_REWRITE_CODE, '/moving-company/01J9ZXABCD')).toBe('/index.html');
    expect(rewrite(SPA_REWRITE_CODE, '/assets/index-BwK-DBuu.js')).toBe('/assets/index-BwK-DBuu.js');
    expect(rewrite(SPA_REWRITE_CODE, '/config.json')).toBe('/config.json');
  });

  it('adds the security headers to every behaviour', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: {
          StrictTransportSecurity: { AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true, Override: true },
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
          ContentSecurityPolicy: { ContentSecurityPolicy: Match.anyValue(), Override: true },
        },
      },
    });
    const [policy] = Object.values(resourcesOf(template, 'AWS::CloudFront::ResponseHeadersPolicy'));
    const csp = JSON.stringify(
      policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy,
    );
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain('https://cognito-idp.');
    expect(csp).toContain("frame-ancestors 'none'");
    const [policyId] = Object.keys(template.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    for (const each of [distributionConfig.DefaultCacheBehavior, ...distributionConfig.CacheBehaviors]) {
      expect(each.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    }
  });

  it('logs requests to the log bucket', () => {
    expect(distributionConfig.Logging.Bucket['Fn::GetAtt'][0]).toMatch(/^StorageLogBucket/);
  });

  it('without a domain setting stays on its cloudfront.net name: no certificate, no records, links to that name', () => {
    expect((distributionConfig as { Aliases?: unknown }).Aliases).toBeUndefined();
    template.resourceCountIs('AWS::CertificateManager::Certificate', 0);
    template.resourceCountIs('AWS::Route53::RecordSet', 0);
    template.hasOutput('AppUrl', {
      Value: {
        'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [Match.stringLikeRegexp('^WebDistribution'), 'DomainName'] }]],
      },
    });
  });
});

describe('site deployment', () => {
  it('writes /config.json with the pool, client, region, /api and the live socket URL', () => {
    const [deployment] = Object.values(resourcesOf(template, 'Custom::CDKBucketDeployment'));
    const props = deployment.Properties;
    expect(props.DistributionPaths).toEqual(['/*']);
    const configIndex = props.SourceMarkers.findIndex((m) => Object.keys(m).length > 0);
    const assetHash = String(props.SourceObjectKeys[configIndex]).replace(/\.zip$/, '');
    // The runtime config's values, some of them CDK markers the deployment replaces.
    const config = JSON.parse(readFileSync(path.join(outdir, `asset.${assetHash}`, 'config.json'), 'utf8')) as Record<
      string,
      string
    >;
    const markers = props.SourceMarkers[configIndex];
    const resolve = (value: string) => JSON.stringify(markers[value] ?? value);

    expect(Object.keys(config).sort()).toEqual([
      'apiBaseUrl',
      'environment',
      'liveUrl',
      'region',
      'userPoolClientId',
      'userPoolId',
    ]);
    expect(config.apiBaseUrl).toBe('/api');
    expect(config.environment).toBe('aws');
    expect(resolve(config.userPoolId)).toMatch(/"Ref":"AuthUserPool[0-9A-F]+"/);
    expect(resolve(config.userPoolClientId)).toMatch(/AuthUserPoolWebClient/);
    expect(resolve(config.region)).toContain('AWS::Region');
    expect(config.liveUrl).toMatch(/^wss:\/\/.*\/live$/);
    expect(resolve(config.liveUrl.match(/^wss:\/\/([^.]+)\./)![1])).toMatch(/Live.*Outputs/);
  });

  it("lets the app connect to the live socket config.json names (the CSP's connect-src matches its origin)", () => {
    // Pseudo parameters by name, any other reference as <ref>: enough to compare host patterns.
    const text = (value: unknown): string => {
      if (typeof value === 'string') return value;
      const ref = (value as { Ref?: string }).Ref;
      if (ref === 'AWS::Region') return '<region>';
      if (ref === 'AWS::URLSuffix') return '<suffix>';
      const join = (value as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join'];
      return join ? join[1].map(text).join(join[0]) : '<ref>';
    };
    const [deployment] = Object.values(resourcesOf(template, 'Custom::CDKBucketDeployment'));
    const configIndex = deployment.Properties.SourceMarkers.findIndex((m) => Object.keys(m).length > 0);
    const markers = deployment.Properties.SourceMarkers[configIndex];
    const assetHash = String(deployment.Properties.SourceObjectKeys[configIndex]).replace(/\.zip$/, '');
    const config = JSON.parse(readFileSync(path.join(outdir, `asset.${assetHash}`, 'config.json'), 'utf8')) as {
      liveUrl: string;
    };
    const liveUrl = config.liveUrl.replace(/<<marker:[^>]+>>/g, (marker) => text(markers[marker]));
    expect(liveUrl).toBe('wss://<ref>.execute-api.<region>.<suffix>/live');

    const [policy] = Object.values(resourcesOf(template, 'AWS::CloudFront::ResponseHeadersPolicy'));
    const csp = text(
      (
        policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy as {
          ContentSecurityPolicy: unknown;
        }
      ).ContentSecurityPolicy,
    );
    const connectSources = csp
      .split('; ')
      .find((directive) => directive.startsWith('connect-src '))!
      .split(' ');
    // A CSP host wildcard stands for one or more leading labels: the API's id here.
    const matches = (source: string) =>
      new RegExp(`^${source.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\\*', '[^./]+')}(/|$)`).test(
        liveUrl.replace('<ref>', 'abc123'),
      );
    expect(connectSources.filter(matches)).toEqual(['wss://*.execute-api.<region>.<suffix>']);
  });
});
