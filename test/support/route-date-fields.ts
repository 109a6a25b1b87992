import type { z } from 'zod';
import type { RouteDef } from '@schemas/route';

/**
 * The date-like fields a route's request carries (params, query, body), found by walking its
 * zod schemas: a string field whose name says date (start_date, endDate, vetted_on, date) or
 * whose format is an ISO date. Paths use '[]' for an array element, e.g. changes[].date.
 */
export type RequestPart = 'params' | 'query' | 'body';

export interface DateField {
  part: RequestPart;
  path: string;
  /** The leaf string schema (inside optional, nullable, default and pipes). */
  schema: z.ZodType;
}

const DATE_LIKE_NAME = /(date|_on|^day|_day)$/i;

type Def = Record<string, unknown>;
// The def's fields vary by kind; each case below reads the ones its kind has.
const defOf = (schema: z.ZodType): Def => schema._zod.def as unknown as Def;

function walk(schema: z.ZodType | undefined, path: string, part: RequestPart, out: DateField[]): void {
  if (!schema) return;
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      for (const [key, value] of Object.entries(def.shape as Record<string, z.ZodType>))
        walk(value, path ? `${path}.${key}` : key, part, out);
      return;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
    case 'catch':
      walk(def.innerType as z.ZodType, path, part, out);
      return;
    case 'pipe':
      walk(def.in as z.ZodType, path, part, out);
      return;
    case 'array':
      walk(def.element as z.ZodType, `${path}[]`, part, out);
      return;
    case 'union':
      for (const option of def.options as z.ZodType[]) walk(option, path, part, out);
      return;
    case 'string': {
      const name = path.split('.').pop()!.replace('[]', '');
      if (def.format === 'date' || DATE_LIKE_NAME.test(name)) out.push({ part, path, schema });
      return;
    }
    default:
      return;
  }
}

export function routeDateFields(route: RouteDef): DateField[] {
  const out: DateField[] = [];
  for (const part of ['params', 'query', 'body'] as const) walk(route[part], '', part, out);
  return out;
}

/** Sets `value` at a date field's path, making one-element arrays for '[]' (changes[].date). */
export function withValueAt(target: Record<string, unknown>, path: string, value: string): Record<string, unknown> {
  const [head, ...rest] = path.split('.');
  const isArray = head.endsWith('[]');
  const key = head.replace('[]', '');
  const current = isArray ? (target[key] as unknown[] | undefined)?.[0] : target[key];
  const inner =
    rest.length === 0 ? value : withValueAt((current as Record<string, unknown>) ?? {}, rest.join('.'), value);
  return { ...target, [key]: isArray ? [inner] : inner };
}

/** The field name as the 400's `fields` map names it (arrays by index). */
export const fieldKey = (path: string) => path.replace(/\[\]/g, '.0');
