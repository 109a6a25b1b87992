import { describe, expect, it } from 'vitest';
import {
  HANDLER_FOLDER_GRANTS,
  grantHandlerAccess,
  handlerFolder,
  type AppResources,
} from '@infra/constructs/permissions';
import type { AppFunction } from '@infra/constructs/lambda-defaults';
import { eventRules } from '@schemas/events';
import { routeList } from '@schemas/routes';

describe('handler permissions by folder (lib/constructs/permissions.ts)', () => {
  it('have an entry for the folder of every route and event handler', () => {
    const handlers = [...routeList.map(([, route]) => route.handler), ...eventRules.map((rule) => rule.handler)];
    for (const handler of handlers) expect(HANDLER_FOLDER_GRANTS, handler).toHaveProperty([handlerFolder(handler)]);
  });

  it('fail loudly for a folder without an entry, before granting anything', () => {
    const fn = { handlerModule: 'mystery/do-something' } as AppFunction;
    expect(() => grantHandlerAccess(fn, {} as AppResources)).toThrow(
      /No permissions for handler folder 'mystery'.*HANDLER_FOLDER_GRANTS/,
    );
  });

  it('give the admin folder the bus only (Cognito, S3 and SES by handler: ADMIN_HANDLER_GRANTS), and the marketplace counters table items only', () => {
    expect(HANDLER_FOLDER_GRANTS.admin).toEqual(['events']);
    expect(HANDLER_FOLDER_GRANTS['marketplace-stats']).toEqual([]);
  });

  it('fail loudly for an admin handler without an entry of its own, before granting anything', () => {
    const fn = { handlerModule: 'admin/do-something-new' } as AppFunction;
    expect(() => grantHandlerAccess(fn, {} as AppResources)).toThrow(
      /No permissions for admin handler 'admin\/do-something-new'.*ADMIN_HANDLER_GRANTS/,
    );
  });
});
