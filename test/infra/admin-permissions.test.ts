import path from 'node:path';
import { Stack, type CfnElement } from 'aws-cdk-lib';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_HANDLER_GRANTS,
  IMAGE_OBJECT_ACTIONS,
  handlerFolder,
  type AdminHandlerGrant,
} from '@infra/constructs/permissions';
import { BUNDLING, REPO_ROOT, handlerEntry } from '@infra/constructs/lambda-defaults';
import { eventRules } from '@schemas/events';
import { routeList } from '@schemas/routes';
import { scheduledJobs } from '@schemas/schedules';
import { stackTemplates, type StackTemplates } from './stack-templates';
import { policyActionsOf, resourcesOf } from './template-resources';
import { builtApp } from './built-app';

/*
 * The admin handlers' Cognito, S3 and SES grants, one by one (ADMIN_HANDLER_GRANTS in
 * lib/constructs/permissions.ts): the roles in the template are what the table says, and the
 * table is what the handlers' code calls.
 */

/** Every handler module of functions/admin that the app deploys (routes, event rules, jobs). */
const adminHandlers = [
  ...new Set([
    ...routeList.map(([, route]) => route.handler),
    ...eventRules.map((rule) => rule.handler),
    ...scheduledJobs.map((job) => job.handler),
  ]),
]
  .filter((handler) => handlerFolder(handler) === 'admin')
  .sort();

/** What EmailIdentity.grantSendEmail allows. */
const SES_SEND_ACTIONS = ['ses:SendEmail', 'ses:SendRawEmail'];

/** A handler's Cognito, S3 and SES actions, sorted, as a grant of the table comes out in IAM. */
interface ServiceActions {
  cognito: string[];
  s3: string[];
  ses: string[];
}

function expectedActions(grant: AdminHandlerGrant): ServiceActions {
  return {
    cognito: [...new Set(grant.cognito ?? [])].sort(),
    // Listing comes with the objects (grantImageObjects: a missing object is then a 404).
    s3: grant.images ? [...IMAGE_OBJECT_ACTIONS, 's3:ListBucket'].sort() : [],
    ses: grant.email ? [...SES_SEND_ACTIONS].sort() : [],
  };
}

const withPrefix = (actions: string[], prefix: string) =>
  [...new Set(actions.filter((action) => action.startsWith(prefix)))].sort();

describe('the admin grant table (ADMIN_HANDLER_GRANTS)', () => {
  it('has one entry per admin handler, and none for a handler that is gone', () => {
    expect(adminHandlers.length).toBeGreaterThan(0);
    expect(Object.keys(ADMIN_HANDLER_GRANTS).sort()).toEqual(adminHandlers);
  });
});

describe('admin handler roles in the template', () => {
  let templates: StackTemplates;
  beforeAll(() => {
    templates = stackTemplates(builtApp().stack);
  });

  it("have exactly the table's Cognito, S3 and SES actions, each handler its own", () => {
    const { stack } = builtApp();
    const admin = [...stack.api.functions.values()].filter((fn) => handlerFolder(fn.handlerModule) === 'admin');
    expect(admin.map((fn) => fn.handlerModule).sort()).toEqual(adminHandlers);
    for (const fn of admin) {
      const nested = templates.nested.find((n) => n.stack === Stack.of(fn));
      const of = nested?.template ?? templates.main;
      const logicalId = Stack.of(fn).getLogicalId(fn.node.defaultChild as CfnElement);
      const resource = resourcesOf(of, 'AWS::Lambda::Function')[logicalId];
      expect(resource, fn.handlerModule).toBeDefined();
      const actions = policyActionsOf(resource, of);
      expect(
        {
          cognito: withPrefix(actions, 'cognito-idp:'),
          s3: withPrefix(actions, 's3:'),
          ses: withPrefix(actions, 'ses:'),
        },
        fn.handlerModule,
      ).toEqual(expectedActions(ADMIN_HANDLER_GRANTS[fn.handlerModule]));
      // The folder's entry: every admin handler publishes on the bus and works on the table.
      expect(actions, fn.handlerModule).toEqual(expect.arrayContaining(['events:PutEvents', 'dynamodb:UpdateItem']));
    }
  });
});

/** The AWS calls a handler's bundle can make: its Cognito commands, whether it calls S3 and SES. */
interface BundleReach {
  cognitoCommands: string[];
  s3: boolean;
  email: boolean;
}

const SDK_IMPORT = /import\s*\{([^}]*)\}\s*from\s*"(@aws-sdk\/[^"]+)";?/g;

/**
 * The names a bundle imports from `pkg` and uses. esbuild keeps an external package's import
 * statement whole, but drops the code that does not run from the handler: a name used
 * anywhere outside the imports is a call the handler can make.
 */
function usedNames(code: string, pkg: string): string[] {
  const body = code.replace(SDK_IMPORT, '');
  return [...code.matchAll(SDK_IMPORT)]
    .filter(([, , from]) => from === pkg)
    .flatMap(([, list]) => list.split(','))
    .map((item) => item.trim().split(/\s+as\s+/))
    .filter(([name, local = name]) => name && new RegExp(`\\b${local}\\b`).test(body))
    .map(([name]) => name);
}

/**
 * Bundles each handler's own code as deploy does (esbuild, ESM, tree-shaken), so a bundle
 * holds only the code the handler can reach: a barrel (functions/companies/index.ts leads to
 * the invite's code) or a module of many calls (functions/platform/identity.ts) brings in only
 * what is used. Every package stays outside (the SDK calls are made in functions/, and the
 * bundles are a seventh the time), and nothing is minified, so the names stay readable.
 */
async function bundleReach(handlers: string[]): Promise<Map<string, BundleReach>> {
  const outdir = path.join(REPO_ROOT, '.bundle-reach');
  const result = await build({
    entryPoints: Object.fromEntries(handlers.map((handler) => [handler, handlerEntry(handler)])),
    absWorkingDir: REPO_ROOT,
    outdir,
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: BUNDLING.target,
    mainFields: BUNDLING.mainFields,
    packages: 'external',
    logLevel: 'silent',
  });
  const reach = new Map<string, BundleReach>();
  for (const file of result.outputFiles) {
    const handler = path.relative(outdir, file.path).replace(/\.js$/, '').split(path.sep).join('/');
    const commands = (pkg: string) => usedNames(file.text, pkg).filter((name) => name.endsWith('Command'));
    reach.set(handler, {
      cognitoCommands: [...new Set(commands('@aws-sdk/client-cognito-identity-provider'))].sort(),
      s3: commands('@aws-sdk/client-s3').length > 0 || usedNames(file.text, '@aws-sdk/s3-request-presigner').length > 0,
      email: commands('@aws-sdk/client-sesv2').includes('SendEmailCommand'),
    });
  }
  return reach;
}

/** Handlers known to call S3 and SES: they prove the bundle reading sees those calls at all. */
const S3_CONTROL = 'images/upload-image';
const EMAIL_CONTROL = 'company-profile/invite-company-user';

describe("the admin grant table follows the handlers' code", () => {
  let reach: Map<string, BundleReach>;
  beforeAll(async () => {
    reach = await bundleReach([...adminHandlers, S3_CONTROL, EMAIL_CONTROL]);
  });

  it('sees the S3 and SES calls of handlers known to make them', () => {
    expect(reach.get(S3_CONTROL)?.s3).toBe(true);
    expect(reach.get(EMAIL_CONTROL)?.email).toBe(true);
    expect(reach.get(EMAIL_CONTROL)?.cognitoCommands).toContain('AdminCreateUserCommand');
  });

  it.each(adminHandlers)(
    '%s: the Cognito actions of the commands it sends, S3 and e-mail as it calls them',
    (handler) => {
      const found = reach.get(handler)!;
      expect(found, handler).toBeDefined();
      const grant = ADMIN_HANDLER_GRANTS[handler];
      expect(
        {
          cognito: found.cognitoCommands.map((command) => `cognito-idp:${command.replace(/Command$/, '')}`),
          images: found.s3,
          email: found.email,
        },
        `${handler} calls (received) what ADMIN_HANDLER_GRANTS grants (expected): make the table say what it calls`,
      ).toEqual({
        cognito: [...new Set(grant.cognito ?? [])].sort(),
        images: grant.images === true,
        email: grant.email === true,
      });
    },
  );
});
