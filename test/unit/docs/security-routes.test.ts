import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routes } from '@schemas/routes';

/*
 * docs/security.md names routes as `METHOD /path` (with or without /api, any {param} name).
 * Each one must be a route of the contract with that method, so the doc cannot keep describing
 * a route that was renamed or removed (as the access-patterns test keeps the key map true).
 */

const doc = readFileSync(fileURLToPath(new URL('../../../docs/security.md', import.meta.url)), 'utf8');

/** A path with each {param} as a placeholder and without the /api prefix. */
const shapeOf = (path: string) => path.replace(/^\/api(?=\/)/, '').replace(/\{[^}]*\}/g, '{}');

const contract = new Set(Object.values(routes).map((route) => `${route.method} ${shapeOf(route.path)}`));

/** Every backticked `METHOD /path` of the doc. */
function namedRoutes(): string[] {
  return [...doc.matchAll(/`(GET|POST|PUT|PATCH|DELETE) (\/[A-Za-z0-9/{}_-]*)`?/g)].map(
    ([, method, path]) => `${method} ${shapeOf(path)}`,
  );
}

describe('docs/security.md names only routes of the contract', () => {
  it('finds the routes it names', () => {
    expect(namedRoutes().length).toBeGreaterThan(20);
  });

  it('each named METHOD /path is a route with that method', () => {
    expect(namedRoutes().filter((named) => !contract.has(named))).toEqual([]);
  });
});
