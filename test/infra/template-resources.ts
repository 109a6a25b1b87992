import type { Template } from 'aws-cdk-lib/assertions';

/*
 * Typed reads of a synthesized CloudFormation template. CDK's `Template` answers `any`; these
 * declare, per resource type, the properties the infra tests read, so a misspelt property or a
 * wrong shape fails the type check instead of reading `undefined`. Only what the tests read is
 * declared; the rest of each resource is still there at runtime.
 */

export interface Ref {
  Ref: string;
}
export interface GetAtt {
  'Fn::GetAtt': [logicalId: string, attribute: string];
}
export interface Join {
  'Fn::Join': [separator: string, parts: unknown[]];
}

export interface PolicyStatement {
  Effect?: string;
  Action: string | string[];
  Resource?: unknown;
  Principal?: { Service?: string };
  Condition?: unknown;
}
export interface PolicyDocument {
  Statement: PolicyStatement[];
}

/** One query of a metric-math alarm. */
export interface AlarmQuery {
  Expression?: string;
  MetricStat?: { Metric: { MetricName: string; Namespace?: string; Dimensions?: unknown }; Period: number };
}

export interface FunctionAssociation {
  EventType: string;
  FunctionARN: GetAtt;
}
export interface CacheBehavior {
  PathPattern?: string;
  TargetOriginId: string;
  FunctionAssociations?: FunctionAssociation[];
  ResponseHeadersPolicyId?: unknown;
}
export interface Origin {
  Id: string;
  DomainName: unknown;
  OriginAccessControlId?: unknown;
  S3OriginConfig?: unknown;
  CustomOriginConfig?: { OriginProtocolPolicy: string };
}
export interface DistributionConfig {
  DefaultRootObject?: string;
  Origins: Origin[];
  DefaultCacheBehavior: CacheBehavior;
  CacheBehaviors: CacheBehavior[];
  CustomErrorResponses?: unknown;
  Logging: { Bucket: GetAtt };
}

/** The properties the tests read, by resource type. */
export interface PropertiesByType {
  'AWS::ApiGatewayV2::Api': { ProtocolType: string };
  'AWS::ApiGatewayV2::Authorizer': {
    ApiId: unknown;
    AuthorizerType: string;
    IdentitySource: string[];
    JwtConfiguration?: { Issuer: unknown; Audience: unknown };
  };
  /** An HTTP API's Lambda integration names the function by GetAtt; a WebSocket API's builds an ARN with Join. */
  'AWS::ApiGatewayV2::Integration': { IntegrationUri: GetAtt | Join };
  'AWS::ApiGatewayV2::Route': {
    ApiId: unknown;
    RouteKey: string;
    Target: Join;
    AuthorizationType: string;
    AuthorizerId?: unknown;
  };
  'AWS::ApiGatewayV2::Stage': {
    StageName: string;
    DefaultRouteSettings?: unknown;
    RouteSettings?: unknown;
    ApiId: unknown;
  };
  'AWS::CloudFormation::Stack': { Parameters: Record<string, unknown> };
  'AWS::CloudFront::Distribution': { DistributionConfig: DistributionConfig };
  'AWS::CloudFront::Function': { FunctionCode: string };
  'AWS::CloudFront::ResponseHeadersPolicy': {
    ResponseHeadersPolicyConfig: { SecurityHeadersConfig: { ContentSecurityPolicy: unknown } };
  };
  'AWS::CloudWatch::Alarm': { AlarmActions?: unknown; Threshold: number; Metrics?: AlarmQuery[] };
  'AWS::CloudWatch::Dashboard': { DashboardBody: unknown };
  'AWS::Cognito::UserPool': {
    Schema?: Array<{ Name: string }>;
    EmailConfiguration: { SourceArn: unknown };
    LambdaConfig: { PreSignUp?: unknown };
  };
  'AWS::Cognito::UserPoolClient': { GenerateSecret: boolean; ExplicitAuthFlows: string[] };
  'AWS::Cognito::UserPoolGroup': { GroupName: string };
  'AWS::DynamoDB::Table': {
    KeySchema: unknown;
    GlobalSecondaryIndexes: unknown;
    AttributeDefinitions: Array<{ AttributeName: string; AttributeType: string }>;
    TimeToLiveSpecification: unknown;
  };
  'AWS::Events::Rule': { Targets?: unknown[]; EventPattern?: unknown };
  'AWS::IAM::Policy': { Roles: Ref[]; PolicyDocument: PolicyDocument };
  'AWS::Lambda::Function': {
    Description?: string;
    Role: GetAtt;
    Runtime: string;
    Architectures?: string[];
    Handler: string;
    Environment: { Variables: Record<string, unknown> };
  };
  'AWS::Lambda::Permission': { FunctionName: Partial<GetAtt>; Principal: string };
  'AWS::S3::Bucket': { PublicAccessBlockConfiguration: unknown };
  'AWS::S3::BucketPolicy': { PolicyDocument: PolicyDocument };
  'AWS::SecretsManager::Secret': { SecretString?: string; GenerateSecretString: { SecretStringTemplate: string } };
  'Custom::CDKBucketDeployment': {
    DistributionPaths: string[];
    SourceMarkers: Array<Record<string, unknown>>;
    SourceObjectKeys: string[];
  };
}

export type ResourceType = keyof PropertiesByType;

export interface CfnResource<T extends ResourceType> {
  Type: T;
  Properties: PropertiesByType[T];
  DependsOn?: string | string[];
  DeletionPolicy?: string;
}

/**
 * The template's resources of one type (those matching `props`, as `Template.findResources`),
 * by logical id. They are the template's own objects, so tests may compare them by identity.
 */
export function resourcesOf<T extends ResourceType>(
  template: Template,
  type: T,
  props?: object,
): Record<string, CfnResource<T>> {
  return template.findResources(type, props) as Record<string, CfnResource<T>>;
}

/** The template's sections the tests count or read. */
export interface TemplateSections {
  Resources?: Record<string, unknown>;
  Parameters?: Record<string, unknown>;
  Outputs?: Record<string, { Value: unknown }>;
}

export const sectionsOf = (template: Template) => template.toJSON() as TemplateSections;

/** The statements of every IAM policy in `template` that is attached to the function's role. */
export function policyStatementsOf(fn: CfnResource<'AWS::Lambda::Function'>, template: Template): PolicyStatement[] {
  const roleId = fn.Properties.Role['Fn::GetAtt'][0];
  return Object.values(resourcesOf(template, 'AWS::IAM::Policy'))
    .filter((p) => p.Properties.Roles.some((r) => r.Ref === roleId))
    .flatMap((p) => p.Properties.PolicyDocument.Statement);
}

/** The actions those statements name. */
export const policyActionsOf = (fn: CfnResource<'AWS::Lambda::Function'>, template: Template): string[] =>
  policyStatementsOf(fn, template).flatMap((s) => [s.Action].flat());
