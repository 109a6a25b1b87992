import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const rootDir = fileURLToPath(new URL('../../..', import.meta.url));

/*
 * The docs name files of the repository (`functions/users/get-user.ts`, `components/x.tsx` in
 * a feature's README); a file that moved leaves a path that leads nowhere. Every path that
 * README.md, docs/*.md and the feature READMEs name must exist: from the repository root,
 * from the document's folder, or from the folder the text is about (web/src for the web app;
 * lib, functions, functions/core and functions/core/data for the code map and the data
 * modules). A path that starts with a top folder (`lib/…`) means the root's. Paths with placeholders (<domain>, *, {id}, …), outside the
 * repository (../shared) or made at run time (.local/) are skipped. A bare file name
 * (`booking-dialogs.tsx`) must be the name of some file of the code.
 */

const TOP_FOLDERS = ['functions', 'lib', 'web', 'schemas', 'test', 'docs', 'bin', 'scripts'];
/** A path from the root anywhere in the text. */
const ROOT_PATH = new RegExp(`(?<![\\w./@#-])(?:${TOP_FOLDERS.join('|')})/[\\w.@<>*{}…/-]*[\\w/]`, 'g');
/** A backticked relative file path: `components/section-modal.tsx`. */
const QUOTED_FILE = /`([\w.@<>*{}…-]+\/[\w.@<>*{}…/-]*\.(?:ts|tsx|css|md|cjs|json))`/g;
/** A backticked bare file name: `booking-dialogs.tsx`. */
const QUOTED_NAME = /`([\w.-]+\.(?:ts|tsx|css))`/g;
const PATTERN_MARKS = /[<>*{}…]/;
/** Outside the repository (the shared spec and design) or made at run time (.local/). */
const OUTSIDE = /^\.\.?\//;
const BASES = ['', 'web/src', 'lib', 'functions', 'functions/core', 'functions/core/data'];

const featureReadmes = readdirSync(join(rootDir, 'web/src/features'))
  .map((feature) => `web/src/features/${feature}/README.md`)
  .filter((readme) => existsSync(join(rootDir, readme)));
const docs = [
  'README.md',
  ...readdirSync(join(rootDir, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
  ...featureReadmes,
];

const CODE_FOLDERS = ['functions', 'lib', 'web/src', 'schemas', 'test', 'bin', 'scripts'];
const codeFileNames = new Set(
  CODE_FOLDERS.flatMap((folder) =>
    readdirSync(join(rootDir, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => basename(entry.name)),
  ),
);

/** Made by a build or a run (ignored by git), so absent from a fresh clone. */
const isBuildOutput = (path: string) => /^(\.local|web\/dist|cdk\.out|test-results|playwright-report)(\/|$)/.test(path);

/** The repository paths a document names, without placeholders or a trailing sentence dot. */
function namedPaths(doc: string): string[] {
  const text = readFileSync(join(rootDir, doc), 'utf8').replace(/https?:\/\/\S+/g, '');
  const quoted = [...text.matchAll(QUOTED_FILE)].map((match) => match[1]);
  const found = [...(text.match(ROOT_PATH) ?? []), ...quoted]
    .map((path) => path.replace(/\.$/, ''))
    .filter((path) => !PATTERN_MARKS.test(path) && !OUTSIDE.test(path) && !isBuildOutput(path));
  return [...new Set(found)];
}

/** `lib/…`, `test/…` and the other top folders mean the root's; other relative paths may start where the text is about. */
const startsAtRoot = (path: string) => TOP_FOLDERS.includes(path.split('/')[0]);
const exists = (doc: string, path: string) =>
  (startsAtRoot(path) ? ['', dirname(doc)] : [dirname(doc), ...BASES]).some((base) =>
    existsSync(join(rootDir, base, path)),
  );

describe('paths named in the docs', () => {
  it.each(docs)('%s names only files and folders that exist', (doc) => {
    expect(namedPaths(doc).filter((path) => !exists(doc, path))).toEqual([]);
  });

  it.each(docs)('%s names only file names the code has', (doc) => {
    const names = [...readFileSync(join(rootDir, doc), 'utf8').matchAll(QUOTED_NAME)].map((match) => match[1]);
    expect(names.filter((name) => !codeFileNames.has(name) && !existsSync(join(rootDir, name)))).toEqual([]);
  });
});
