import { existsSync } from 'node:fs';
import path from 'node:path';
import { Annotations, DefaultStackSynthesizer, Duration, RemovalPolicy, Stack, Token, Validations } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { BlockPublicAccess, Bucket, BucketEncryption, type CfnBucket, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source, type ISource } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { SERVED_IMAGE_PREFIXES } from '@functions/platform/images';
import type { AppDomainName } from './app-domain';
import { REPO_ROOT } from './lambda-defaults';
import {
  type AppOrigins,
  contentSecurityPolicy,
  FRAME_OPTIONS,
  HSTS_MAX_AGE_SECONDS,
  REFERRER_POLICY,
} from '@infra/security-headers';

/** The React build; deployed only when it exists, so synth works without a web build. */
export const WEB_DIST_DIR = path.join(REPO_ROOT, 'web', 'dist');

/** The page for '/': index.html with the home page's first screen prerendered (web/prerender.ts). */
export const HOME_PAGE_OBJECT = 'home.html';

/**
 * SPA routing at the edge: '/' is the prerendered home page; any other path without a file
 * extension is an app route, so CloudFront serves index.html (the empty shell) for it. This
 * replaces the usual 403/404 -> /index.html error responses, which apply to every behaviour of a
 * distribution and would turn the API's JSON 403/404 answers (e.g. GET /api/user's 404 PGRST116) into the HTML shell with status 200.
 */
export const SPA_REWRITE_CODE = `function handler(event) {
  var request = event.request;
  if (request.uri === '/') {
    request.uri = '/${HOME_PAGE_OBJECT}';
  } else if (!/\\.[A-Za-z0-9]+$/.test(request.uri)) {
    request.uri = '/index.html';
  }
  return request;
}`;

const servedPrefixes = SERVED_IMAGE_PREFIXES.map((prefix) => prefix.replace(/\/$/, '')).join('|');

/**
 * Images are addressed as /images/<object key>: the prefix is dropped before S3. Only keys
 * under the served prefixes (functions/platform/images.ts) pass, made of plain segments; anything
 * else, above all pending/ uploads nobody has checked yet, is a 404 at the edge.
 */
export const IMAGE_PATH_CODE = `function handler(event) {
  var request = event.request;
  var key = request.uri.replace(/^\\/images\\//, '');
  if (!/^(${servedPrefixes})\\/./.test(key) || /(^|\\/)(\\.{1,2})?(\\/|$)/.test(key)) {
    return { statusCode: 404, statusDescription: 'Not Found' };
  }
  request.uri = '/' + key;
  return request;
}`;

/** What the SPA reads at /config.json (web/src/lib/runtime-config.ts). */
export interface WebRuntimeConfig {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  apiBaseUrl: '/api';
  /** The live delivery WebSocket (wss://…/live). */
  liveUrl: string;
  environment: 'aws';
}

export interface WebHostingProps {
  httpApi: HttpApi;
  /** The image bucket and its name; the name, not the bucket, is what CloudFront points at. */
  imageBucket: Bucket;
  imageBucketName: string;
  logBucket: Bucket;
  /** A domain of our own (the environment's `domain` setting); without it the cloudfront.net name. */
  domain?: AppDomainName;
}

/**
 * CloudFront in front of everything the browser loads: the SPA from a private bucket, the API
 * under /api/* and images under /images/*, all on one origin (no CORS for the API), with
 * security headers on every response.
 */
export class WebHosting extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  readonly responseHeadersPolicy: ResponseHeadersPolicy;
  private readonly domainName?: string;

  constructor(scope: Construct, id: string, props: WebHostingProps) {
    super(scope, id);
    const region = Stack.of(this).region;
    this.domainName = props.domain?.name;

    this.bucket = new Bucket(this, 'WebBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      serverAccessLogsBucket: props.logBucket,
      serverAccessLogsPrefix: 's3/web/',
      // Rebuilt from source on every deploy; retained only so a stack delete never fails on it.
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.responseHeadersPolicy = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'MoveMatch security headers',
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy(
            awsAppOrigins(region, Stack.of(this).urlSuffix, props.imageBucketName),
          ),
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: FRAME_OPTIONS as HeadersFrameOption, override: true },
        referrerPolicy: { referrerPolicy: REFERRER_POLICY as HeadersReferrerPolicy, override: true },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
          includeSubdomains: true,
          override: true,
        },
      },
    });

    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      comment: 'Serves home.html for / and index.html for other app routes (paths without a file extension)',
      code: FunctionCode.fromInline(SPA_REWRITE_CODE),
      runtime: FunctionRuntime.JS_2_0,
    });

    const imagePath = new CloudFrontFunction(this, 'ImagePath', {
      comment: 'Maps /images/<key> to the object key; 404 outside the served prefixes (never pending/)',
      code: FunctionCode.fromInline(IMAGE_PATH_CODE),
      runtime: FunctionRuntime.JS_2_0,
    });

    // Referencing the image bucket by name keeps CloudFront independent of the bucket
    // resource (see Storage.imageBucketName); its OAC policy statement is added below.
    const imageOriginBucket: IBucket = Bucket.fromBucketAttributes(this, 'ImageOriginBucket', {
      bucketName: props.imageBucketName,
      region,
    });
    const apiDomain = `${props.httpApi.apiId}.execute-api.${region}.${Stack.of(this).urlSuffix}`;

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'MoveMatch web app, /api and /images',
      defaultRootObject: HOME_PAGE_OBJECT,
      httpVersion: HttpVersion.HTTP2_AND_3,
      // Users are in the Carolinas: North America and Europe edges are enough.
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: props.logBucket,
      logFilePrefix: 'cloudfront/',
      ...(props.domain && {
        domainNames: [props.domain.name],
        certificate: props.domain.certificate,
        minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
      }),
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: this.responseHeadersPolicy,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new HttpOrigin(apiDomain, { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Authorization and every other viewer header reach the API; Host must be the API's.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: this.responseHeadersPolicy,
        },
        '/images/*': {
          origin: S3BucketOrigin.withOriginAccessControl(imageOriginBucket),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: this.responseHeadersPolicy,
          functionAssociations: [{ function: imagePath, eventType: FunctionEventType.VIEWER_REQUEST }],
        },
      },
    });

    props.domain?.pointAt(this.distribution);

    props.imageBucket.addToResourcePolicy(
      new PolicyStatement({
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        // Served prefixes only: even a request that got past the edge function reads no pending/ upload.
        resources: SERVED_IMAGE_PREFIXES.map((prefix) => props.imageBucket.arnForObjects(`${prefix}*`)),
        conditions: { StringEquals: { 'AWS:SourceArn': this.distribution.distributionArn } },
      }),
    );
    Annotations.of(this.distribution).acknowledgeWarning(
      '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
      'The OAC statement is added to the image bucket policy right after the distribution',
    );
    Validations.of(this.distribution).acknowledge(
      { id: 'AwsSolutions-CFR1', reason: 'No geo restriction: people moving to the Carolinas browse from anywhere' },
      {
        id: 'AwsSolutions-CFR2',
        reason: 'No WAF yet (cost); the API has stage throttling and JWT auth on every non-public route',
      },
    );
    if (!props.domain)
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          "The cloudfront.net name's default certificate until the environment sets a domain (then TLS 1.2 at least)",
      });
  }

  /** The app's public origin: https://<domain> when the environment sets one, else e.g. https://d111111abcdef8.cloudfront.net. */
  get url(): string {
    return `https://${this.domainName ?? this.distribution.distributionDomainName}`;
  }

  /** Every origin the app answers on: the cloudfront.net name keeps working beside a domain. */
  get origins(): string[] {
    const cloudFront = `https://${this.distribution.distributionDomainName}`;
    return this.domainName ? [this.url, cloudFront] : [cloudFront];
  }

  /**
   * Uploads the web build (when web/dist exists) and /config.json, then invalidates the
   * cache so browsers get the new index.html and config at once.
   */
  deploySite(config: WebRuntimeConfig): BucketDeployment {
    const sources: ISource[] = [Source.jsonData('config.json', config)];
    if (existsSync(WEB_DIST_DIR)) {
      // The local gateway's config.json must never reach AWS.
      sources.unshift(Source.asset(WEB_DIST_DIR, { exclude: ['config.json'] }));
    }
    const deployment = new BucketDeployment(this, 'Deploy', {
      sources,
      destinationBucket: this.bucket,
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    this.acknowledgeDeploymentFindings(deployment);
    if (existsSync(WEB_DIST_DIR)) this.deployRevalidatedFiles(deployment);
    return deployment;
  }

  /**
   * The two HTML pages and the service worker must be re-checked on every visit, or a browser keeps
   * an old app (and an old worker) for as long as a cache allows. Written again with no-cache
   * after the main copy; hashed assets keep the default caching.
   */
  private deployRevalidatedFiles(after: BucketDeployment): void {
    const revalidated = new BucketDeployment(this, 'DeployRevalidated', {
      sources: [Source.asset(WEB_DIST_DIR, { exclude: ['*', '!index.html', `!${HOME_PAGE_OBJECT}`, '!sw.js'] })],
      destinationBucket: this.bucket,
      cacheControl: [CacheControl.noCache()],
      prune: false,
      distribution: this.distribution,
      distributionPaths: ['/', '/index.html', `/${HOME_PAGE_OBJECT}`, '/sw.js'],
      memoryLimit: 512,
    });
    revalidated.node.addDependency(after);
  }

  /**
   * BucketDeployment's handler is CDK's own (a singleton Lambda with its own role): its
   * runtime and policies are not ours to change, and it only runs during deployments.
   */
  private acknowledgeDeploymentFindings(deployment: BucketDeployment): void {
    const stack = Stack.of(this);
    const reason = 'CDK BucketDeployment handler, runs only at deploy time to copy the web build';
    const webBucketId = stack.getLogicalId(this.bucket.node.defaultChild as CfnBucket);
    const wildcards = [
      'Action::s3:GetObject*',
      'Action::s3:GetBucket*',
      'Action::s3:List*',
      'Action::s3:DeleteObject*',
      'Action::s3:Abort*',
      'Resource::*',
      `Resource::<${webBucketId}.Arn>/*`,
      `Resource::${bootstrapAssetBucketArn(stack)}/*`,
    ];
    Validations.of(deployment.handlerRole).acknowledge(
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason,
      },
      ...wildcards.map((finding) => ({ id: `AwsSolutions-IAM5[${finding}]`, reason })),
    );
    // The role's parent is the singleton handler function.
    Validations.of(deployment.handlerRole.node.scope!).acknowledge({ id: 'AwsSolutions-L1', reason });
  }
}

/** The CDK bootstrap asset bucket's ARN, spelled the way cdk-nag prints it in findings. */
function bootstrapAssetBucketArn(stack: Stack): string {
  const qualifier =
    (stack.node.tryGetContext('@aws-cdk/core:bootstrapQualifier') as string | undefined) ??
    DefaultStackSynthesizer.DEFAULT_QUALIFIER;
  const account = Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account;
  const region = Token.isUnresolved(stack.region) ? '<AWS::Region>' : stack.region;
  return `arn:<AWS::Partition>:s3:::cdk-${qualifier}-assets-${account}-${region}`;
}

/**
 * What the app talks to on AWS besides CloudFront: Cognito, the image bucket's uploads, the live
 * socket. The socket's source names every WebSocket API of the region, not this stack's: its id
 * would make the distribution wait for the live stack, which waits for the user pool, whose
 * CustomMessage trigger needs the distribution's URL (a cycle). Scripts are 'self' only, so only
 * code we ship can open a connection at all (docs/security.md, Security headers).
 */
export function awsAppOrigins(region: string, urlSuffix: string, imageBucketName: string): AppOrigins {
  return {
    cognito: [`https://cognito-idp.${region}.${urlSuffix}`],
    // Images are read same-origin through the /images/* behaviour.
    imageReads: [],
    imageUploads: [
      `https://${imageBucketName}.s3.${region}.${urlSuffix}`,
      `https://${imageBucketName}.s3.${urlSuffix}`,
    ],
    liveSockets: [`wss://*.execute-api.${region}.${urlSuffix}`],
  };
}
