import { z } from 'zod';

/**
 * One deploy environment's settings, kept in the repository (one file per environment in this
 * folder) so a later deploy cannot lose them by leaving out a flag. `cdk deploy -c env=<name>`
 * picks the file (bin/cdk.ts); docs/deploy.md says how to fill one in.
 */
export const environmentSettingsSchema = z.object({
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
});

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
