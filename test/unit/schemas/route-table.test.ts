import { describe, expect, it } from 'vitest';
import { routeList, routeTables } from '@schemas/routes';

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
});
