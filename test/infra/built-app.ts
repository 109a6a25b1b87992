import { buildApp } from '@infra/stack';

/** The contexts the infra files synthesize the stack with: bundling skipped, and optionally the mail and alarm settings. */
const CONTEXTS = {
  default: { 'aws:cdk:bundling-stacks': [] },
  withMailAndAlarms: {
    'aws:cdk:bundling-stacks': [],
    mailFromDomain: 'mail.movematch.test',
    alarmEmail: 'oncall@movematch.test',
  },
} as const;

export type AppContext = keyof typeof CONTEXTS;

const built = new Map<AppContext, ReturnType<typeof buildApp>>();

/**
 * The app built once per context and worker, for files that only read it: a synthesis takes
 * about 20 s on the 2-core machine, and the infra project keeps a worker's modules from one
 * file to the next (isolate: false in test/vitest.config.ts). A file that adds constructs or
 * sets the account or region builds its own with buildApp.
 */
export function builtApp(context: AppContext = 'default'): ReturnType<typeof buildApp> {
  let app = built.get(context);
  if (!app) built.set(context, (app = buildApp({ context: CONTEXTS[context] })));
  return app;
}
