import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { webBuildFingerprint } from '@infra/local/web-build';

/** npm start rebuilds the web app exactly when a file the build reads changed. */
describe('webBuildFingerprint', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'web-build-'));
    mkdirSync(join(root, 'web', 'src'), { recursive: true });
    mkdirSync(join(root, 'schemas'));
    writeFileSync(join(root, 'web', 'src', 'main.tsx'), 'export {};');
    writeFileSync(join(root, 'schemas', 'quotes.ts'), 'export const A = 1;');
    writeFileSync(join(root, 'package-lock.json'), '{}');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('stays the same while nothing the build reads changes', () => {
    const before = webBuildFingerprint(root);
    writeFileSync(join(root, 'README.md'), 'not read by the build');
    mkdirSync(join(root, 'functions'));
    writeFileSync(join(root, 'functions', 'handler.ts'), 'export {};');
    expect(webBuildFingerprint(root)).toBe(before);
  });

  it.each([
    ['an app file', 'web/src/main.tsx'],
    ['a shared schema', 'schemas/quotes.ts'],
    ['the locked packages', 'package-lock.json'],
  ])('changes when %s changes', (_what, file) => {
    const before = webBuildFingerprint(root);
    writeFileSync(join(root, file), 'changed');
    expect(webBuildFingerprint(root)).not.toBe(before);
  });

  it('changes when a file is added or renamed', () => {
    const before = webBuildFingerprint(root);
    writeFileSync(join(root, 'web', 'src', 'new.tsx'), 'export {};');
    const added = webBuildFingerprint(root);
    expect(added).not.toBe(before);
    rmSync(join(root, 'web', 'src', 'new.tsx'));
    writeFileSync(join(root, 'web', 'src', 'renamed.tsx'), 'export {};');
    expect(webBuildFingerprint(root)).not.toBe(added);
  });
});
