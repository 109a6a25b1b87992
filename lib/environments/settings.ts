import { z } from 'zod';

/**
 * One deploy environment's settings, kept in the repository (one file per environment in this
 * folder) so a later deploy cannot lose them by leaving out a flag. `cdk deploy -c env=<name>`
 * picks the file (bin/cdk.ts); docs/deploy.md says how to fill one in.
 */
/** A DNS name of at least two labels, lower case: movematch.com, app.movematch.com. */
const DNS_NAME = /^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/**
 * Optional: the app on a domain of its own (docs/deploy.md, A domain of our own). CloudFront
 * reads certificates only from us-east-1: the stack makes one there (DNS-validated in the hosted
 * zone) when it deploys to us-east-1, else `certificateArn` names one an operator made there.
 */
export const appDomainSchema = z
  .object({
    /** The app's host name: https://<name> is the link in every e-mail. */
    name: z.string().regex(DNS_NAME, 'a host name such as movematch.com or app.movematch.com'),
    /** The Route 53 public hosted zone the records go in; `name` is in it or is it. */
    hostedZoneId: z.string().regex(/^Z[A-Z0-9]{1,31}$/, 'a Route 53 hosted zone id such as Z0123456789ABCDEFGHIJ'),
    hostedZoneName: z.string().regex(DNS_NAME, 'the hosted zone such as movematch.com'),
    certificateArn: z
      .string()
      .regex(
        /^arn:aws:acm:us-east-1:\d{12}:certificate\/[0-9a-f-]{36}$/,
        "an ACM certificate in us-east-1 (CloudFront's region for certificates)",
      )
      .optional(),
  })
  .refine((domain) => domain.name === domain.hostedZoneName || domain.name.endsWith(`.${domain.hostedZoneName}`), {
    message: 'name must be the hosted zone or a name under it',
    path: ['name'],
  });

export type AppDomain = z.infer<typeof appDomainSchema>;

const environmentSettingsObject = z.object({
  /** Prefixes every name (stack, pool, dashboard, metrics): two environments can share one account. */
  stage: z.string().regex(/^[a-z][a-z0-9]{1,11}$/, 'a stage is 2 to 12 lower-case letters and digits'),
  /** The AWS account to deploy to; none for the example, which only synthesizes. */
  account: z
    .string()
    .regex(/^\d{12}$/, 'an AWS account id is 12 digits')
    .optional(),
  region: z.string().regex(/^[a-z]{2}(-gov)?-[a-z]+-\d$/, 'an AWS region such as us-east-1'),
  /** SES identity the app sends from: a domain (no-reply@DOMAIN) or one address. */
  mailFromDomain: z.string().min(3),
  /** Subscribed to the alarm topic; a deploy to an account needs at least one. */
  alarmEmails: z.array(z.email()),
  logLevel: z.enum(['DEBUG', 'INFO', 'WARN', 'ERROR']),
  /**
   * Optional: a Slack channel that gets every alarm too, through AWS Chatbot. The workspace must
   * be authorized once in the Chatbot console (docs/deploy.md); the ids come from there.
   */
  alarmChat: z
    .object({
      slackWorkspaceId: z.string().regex(/^[A-Z0-9]{9,11}$/, 'a Slack workspace id such as T01ABCDEF'),
      slackChannelId: z.string().regex(/^[A-Z0-9]{9,11}$/, 'a Slack channel id such as C01ABCDEF'),
    })
    .optional(),
  /** Optional: a domain of our own; without it the app stays on its cloudfront.net name. */
  domain: appDomainSchema.optional(),
});

export const environmentSettingsSchema = environmentSettingsObject.refine(
  (settings) => !settings.domain || settings.domain.certificateArn || settings.region === 'us-east-1',
  {
    message:
      'CloudFront reads certificates only from us-east-1: deploy to us-east-1, or make the certificate there and set domain.certificateArn',
    path: ['domain', 'certificateArn'],
  },
);

export type EnvironmentSettings = z.infer<typeof environmentSettingsSchema>;

/** Domains reserved for examples and tests (RFC 2606) and the AWS documentation's account. */
const EXAMPLE_DOMAIN = /(^|\.)(example|test|invalid|localhost)$|(^|\.)example\.(com|net|org)$/i;
const EXAMPLE_ACCOUNTS = new Set(['000000000000', '111111111111', '123456789012']);

const domainOf = (mailFromDomain: string) => mailFromDomain.split('@').pop()!;

/** The settings that still hold example values, in words an operator can act on. */
export function exampleValuesIn(settings: EnvironmentSettings): string[] {
  const found: string[] = [];
  if (settings.account && EXAMPLE_ACCOUNTS.has(settings.account)) found.push(`account ${settings.account}`);
  if (EXAMPLE_DOMAIN.test(domainOf(settings.mailFromDomain))) found.push(`mailFromDomain ${settings.mailFromDomain}`);
  for (const email of settings.alarmEmails)
    if (EXAMPLE_DOMAIN.test(domainOf(email))) found.push(`alarmEmails ${email}`);
  if (settings.alarmEmails.length === 0) found.push('alarmEmails is empty (nobody would hear of an alarm)');
  if (settings.domain && EXAMPLE_DOMAIN.test(settings.domain.name)) found.push(`domain ${settings.domain.name}`);
  return found;
}

/**
 * Refuses what would break a real deploy: example values for an account, or credentials for
 * another account than the settings name. `callerAccount` is the CLI's (CDK_DEFAULT_ACCOUNT),
 * unset when synthesizing without credentials.
 */
export function checkDeployable(name: string, settings: EnvironmentSettings, callerAccount?: string): void {
  const file = `lib/environments/${name}.ts`;
  if (!settings.account) {
    if (callerAccount)
      throw new Error(
        `The "${name}" settings name no AWS account: they only synthesize without credentials. ` +
          `Deploy with -c env=staging or -c env=production (lib/environments/, docs/deploy.md).`,
      );
    return;
  }
  if (callerAccount && callerAccount !== settings.account)
    throw new Error(`${file} is for account ${settings.account}, but the credentials are for ${callerAccount}.`);
  const examples = exampleValuesIn(settings);
  if (examples.length > 0)
    throw new Error(`${file} still holds example values; fill in: ${examples.join('; ')} (docs/deploy.md).`);
}
