import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const rootDir = fileURLToPath(new URL('../../..', import.meta.url));
const DATA_DIR = join(rootDir, 'functions/core/data');

/*
 * docs/access-patterns.md is the one map of keys and indexes. This test reads every ElectroDB
 * entity of the data layer and checks the map both ways: each entity's index (its pk and sk
 * templates, and which GSI) is written in the doc, and each key the doc names (a backticked
 * `COMPANY#<id>`, `begins_with(QUOTE#)`, `STATE#NC#`) is a key some entity, or a key built by
 * hand in the data layer (the lead index, sparse indexes), can have. Placeholders on both
 * sides (`${id}` in code, `<id>` or `…` in the doc) stand for any value.
 */

interface IndexDefinition {
  module: string;
  entity: string;
  index: string;
  /** 'main' for the table's own key, else the GSI (gsi1 … gsi5). */
  gsi: string;
  pk: string;
  sk: string;
}

interface ElectroIndex {
  index?: string;
  pk: { template?: string; casing?: string };
  sk?: { template?: string; casing?: string };
}

const dataModules = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? dataModules(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  );

/** Every entity module's exported entities (lazyEntity getters named …Entity). */
async function entityIndexes(): Promise<{ indexes: IndexDefinition[]; entities: number }> {
  const indexes: IndexDefinition[] = [];
  let entities = 0;
  for (const file of dataModules(DATA_DIR)) {
    const exports = (await import(file)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      if (typeof value !== 'function' || !name.endsWith('Entity') || value.length !== 0) continue;
      const entity = (
        value as () => { schema?: { model: { entity: string }; indexes: Record<string, ElectroIndex> } }
      )();
      if (!entity.schema?.indexes) continue;
      entities++;
      for (const [index, definition] of Object.entries(entity.schema.indexes)) {
        indexes.push({
          module: relative(rootDir, file),
          entity: entity.schema.model.entity,
          index,
          gsi: definition.index ?? 'main',
          pk: definition.pk.template ?? '',
          sk: definition.sk?.template ?? '',
        });
      }
    }
  }
  return { indexes, entities };
}

/** Keys the data layer builds by hand (template literals and prefixes that start like a key). */
function handBuiltKeys(): string[] {
  const keys: string[] = [];
  for (const file of dataModules(DATA_DIR)) {
    const source = readFileSync(file, 'utf8');
    for (const [, key] of source.matchAll(/[`']([A-Z][A-Z0-9_]*#[^`'\s]*)[`']/g))
      keys.push(key.endsWith('#') ? `${key}\${value}` : key); // a prefix: a value follows
  }
  return keys;
}

const ANY = '\u0000';
/** `${id}` (code) and `<id>`, `…` (doc) all become one placeholder. */
const normalizeCode = (template: string) => template.replace(/\$\{[^}]*\}/g, ANY);
const normalizeDoc = (text: string) => text.replace(/<[^<>`\n]*>/g, ANY).replace(/…/g, ANY);

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');
/** A regex for the template's keys, or (prefix) for any start of one: what begins_with may name. */
function keyPattern(template: string, prefix: boolean): RegExp {
  const parts = [...normalizeCode(template)].map((char) => (char === ANY ? '[^#]+' : escape(char)));
  const body = prefix ? parts.map((part) => `(?:${part}`).join('') + ')?'.repeat(parts.length) : parts.join('');
  return new RegExp(`^${body}$`);
}

/** The doc's backticked key-like tokens, split at '/' (pk/sk written together). */
function docKeys(doc: string): string[] {
  const keys: string[] = [];
  for (const [, code] of doc.matchAll(/`([^`\n]+)`/g)) {
    const text = normalizeDoc(code).replace(/\\\|/g, '|');
    for (const [key] of text.matchAll(/[A-Z][A-Z0-9_]*#[^\s`(),/|]*/g)) keys.push(key);
  }
  return keys;
}

/** Each doc line with the header of the table it sits in (a GSI may be named in the header). */
function docLines(doc: string): string[] {
  const lines = doc.split('\n');
  let header = '';
  return lines.map((line, i) => {
    if (line.startsWith('|') && lines[i + 1]?.startsWith('|---')) header = line;
    if (!line.startsWith('|')) header = '';
    return normalizeDoc(`${header} ${line}`);
  });
}

describe('docs/access-patterns.md is the map of every key and index', () => {
  const doc = readFileSync(join(rootDir, 'docs/access-patterns.md'), 'utf8');
  let indexes: IndexDefinition[] = [];
  let entities = 0;

  beforeAll(async () => {
    process.env.TABLE_NAME ??= 'unit-test-table'; // entities are built, nothing is sent
    ({ indexes, entities } = await entityIndexes());
  });

  it('finds every entity the data layer defines (each one exported as a …Entity getter)', () => {
    const defined = dataModules(DATA_DIR)
      .map((file) => readFileSync(file, 'utf8').match(/new Entity\(/g)?.length ?? 0)
      .reduce((sum, count) => sum + count, 0);
    expect(entities).toBe(defined);
    expect(indexes.length).toBeGreaterThan(40);
  });

  it('every index stores its keys as written (a template, casing none)', () => {
    const unwritten = indexes.filter((index) => !index.pk || !index.sk);
    expect(unwritten).toEqual([]);
  });

  it('names each index: its pk and sk on one line, with its GSI for a secondary index', () => {
    const lines = docLines(doc);
    const missing = indexes
      .filter(
        ({ gsi, pk, sk }) =>
          !lines.some(
            (line) =>
              line.includes(normalizeCode(pk)) &&
              line.includes(normalizeCode(sk)) &&
              (gsi === 'main' || new RegExp(`\\b${gsi}(pk)?\\b`).test(line)),
          ),
      )
      .map(({ module, entity, index, gsi, pk, sk }) => `${module} ${entity}.${index} (${gsi}): ${pk} / ${sk}`);
    expect(missing).toEqual([]);
  });

  it('names no key that no entity or data module can build', () => {
    // A template that starts with a value (a sort key `${updated_at}#${id}`) names no key prefix.
    const templates = [...indexes.flatMap(({ pk, sk }) => [pk, sk]), ...handBuiltKeys()].filter(
      (template) => !template.startsWith('${'),
    );
    const full = templates.map((template) => keyPattern(template, false));
    const prefixes = templates.map((template) => keyPattern(template, true));
    const stale = [...new Set(docKeys(doc))].filter(
      (key) => !full.some((pattern) => pattern.test(key)) && !prefixes.some((pattern) => pattern.test(key)),
    );
    expect(stale.map((key) => key.replaceAll(ANY, '<>'))).toEqual([]);
  });
});
