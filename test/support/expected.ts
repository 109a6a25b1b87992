import { expect } from 'vitest';

/*
 * vitest's asymmetric matchers (expect.any, expect.stringMatching, ...) answer `any` by design,
 * which the type-checked lint rightly flags inside an expected object. These are the same
 * matchers typed `unknown`: they still fit anywhere in an expected shape, and an `any` never
 * leaks into the test's own code.
 */
export const expected = {
  any: (type: unknown): unknown => expect.any(type),
  stringMatching: (pattern: string | RegExp): unknown => expect.stringMatching(pattern),
  stringContaining: (text: string): unknown => expect.stringContaining(text),
  arrayContaining: (items: unknown[]): unknown => expect.arrayContaining(items),
  objectContaining: (shape: Record<string, unknown>): unknown => expect.objectContaining(shape),
};
