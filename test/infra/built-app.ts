import { example } from '@infra/environments/example';
import type { EnvironmentSettings } from '@infra/environments/settings';
import { buildApp } from '@infra/stack';

const SKIP_BUNDLING = { 'aws:cdk:bundling-stacks': [] };

/**
 * The settings the infra files synthesize the stack with (bundling skipped): the example's, or
 * filled in as an operator would (mail domain, alarm addresses, a domain of our own).
 */
const SETTINGS: Record<'default' | 'filledIn', EnvironmentSettings> = {
  default: example,
  filledIn: {
    ...example,
    mailFromDomain: 'mail.movematch.test',
    alarmEmails: ['oncall@movematch.test', 'owner@movematch.test'],
    domain: { name: 'app.movematch.test', hostedZoneId: 'Z0123456789ABCDEFGHIJ', hostedZoneName: 'movematch.test' },
  },
};

export type AppContext = keyof typeof SETTINGS;

const built = new Map<AppContext, ReturnType<typeof buildApp>>();

/**
 * The app built once per context and worker, for files that only read it: a synthesis takes
 * about 20 s on the 2-core machine, and the infra project keeps a worker's modules from one
 * file to the next (isolate: false in test/vitest.config.ts). A file that adds constructs or
 * sets the account or region builds its own with buildApp.
 */
export function builtApp(context: AppContext = 'default'): ReturnType<typeof buildApp> {
  let app = built.get(context);
  if (!app) built.set(context, (app = buildApp({ context: SKIP_BUNDLING, settings: SETTINGS[context] })));
  return app;
}
