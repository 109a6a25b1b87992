import type { EnvironmentSettings } from './settings';

/**
 * Staging: deployed from main by the pipeline. Fill in the account, the mail domain and the
 * on-call addresses before the first deploy (docs/deploy.md); until then a deploy is refused.
 */
export const staging: EnvironmentSettings = {
  stage: 'staging',
  account: '000000000000',
  region: 'us-east-1',
  mailFromDomain: 'staging.movematch.example',
  alarmEmails: ['oncall@movematch.example'],
  logLevel: 'DEBUG',
};
