import type { EnvironmentSettings } from './settings';

/**
 * What `npm run synth` and the infra tests build: no account, example mail and no alarm
 * address. It never deploys (checkDeployable refuses it once credentials are present).
 */
export const example: EnvironmentSettings = {
  stage: 'example',
  region: 'us-east-1',
  mailFromDomain: 'movematch.example',
  alarmEmails: [],
  logLevel: 'INFO',
};
