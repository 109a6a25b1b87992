import type { EnvironmentSettings } from './settings';

/**
 * Production: deployed from a release tag. Fill in the account, the mail domain and the
 * on-call addresses before the first deploy (docs/deploy.md); until then a deploy is refused.
 */
export const production: EnvironmentSettings = {
  stage: 'prod',
  account: '000000000000',
  region: 'us-east-1',
  mailFromDomain: 'movematch.example',
  alarmEmails: ['oncall@movematch.example'],
  logLevel: 'INFO',
};
