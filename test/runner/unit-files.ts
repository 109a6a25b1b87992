import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** A file that mocks a module needs fresh modules, or its mock leaks into the next file. */
const MOCKS_A_MODULE = /\bvi\.(mock|doMock)\(/;

/** The unit test files, split into those that may share a worker's modules and those that mock. */
export function unitFilesByIsolation(root: string): { shared: string[]; isolated: string[] } {
  const files = readdirSync(join(root, 'test/unit'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) =>
      relative(root, join(root, 'test/unit', file))
        .split('\\')
        .join('/'),
    );
  const shared: string[] = [];
  const isolated: string[] = [];
  for (const file of files)
    (MOCKS_A_MODULE.test(readFileSync(join(root, file), 'utf8')) ? isolated : shared).push(file);
  return { shared, isolated };
}
