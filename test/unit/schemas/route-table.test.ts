import { describe, expect, it } from 'vitest';
import { routeList, routeTables } from '@schemas/routes';

/** The handler file of a route id: getMyMatches → get-my-matches. */
const kebabCase = (id: string) => id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Every module of a domain folder, loaded on demand. */
const domainModules = import.meta.glob<Record<string, unknown>>('../../../functions/*/*.ts');

describe('route table', () => {
  it('has no route id defined in two domain files (a spread would silently drop one)', () => {
    const ids = routeTables.flatMap((table) => Object.keys(table));
    expect(ids.length).toBe(new Set(ids).size);
    expect(routeList.length).toBe(ids.length);
  });

  it('has no method and path served twice', () => {
    const keys = routeList.map(([, route]) => `${route.method} ${route.path}`);
    expect(keys.length).toBe(new Set(keys).size);
  });

  // One name from the web's call to the Lambda: route id = handler file name = exported function.
  it.each(routeList.map(([id, route]) => [id, route.handler] as const))(
    '%s → functions/%s.ts (the id in kebab-case) exports a function named after the id, and handler',
    async (id, handlerModule) => {
      expect(handlerModule).toMatch(new RegExp(`^[a-z-]+/${kebabCase(id)}$`));
      const load = domainModules[`../../../functions/${handlerModule}.ts`];
      expect(load, `functions/${handlerModule}.ts exists`).toBeDefined();
      const module = await load();
      expect(typeof module[id], `functions/${handlerModule}.ts exports ${id}`).toBe('function');
      expect(typeof module.handler, `functions/${handlerModule}.ts exports handler`).toBe('function');
    },
  );
});
