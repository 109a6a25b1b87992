import type { z } from 'zod';
import { badRequest } from './errors';

/** Names the field of a zod issue, e.g. "firstName" or "from_location.city". */
function fieldName(path: PropertyKey[]): string {
  return path.map(String).join('.');
}

/**
 * Parses one part of the request (params, query or body). On failure: 400 whose `error`
 * names the first bad field, with every field's message under `fields`.
 */
export function parseRequestPart<S extends z.ZodType>(schema: S, value: unknown, part: string): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const name = fieldName(issue.path) || part;
    fields[name] ??= issue.message;
  }
  const [first] = result.error.issues;
  const name = fieldName(first.path);
  const message = first.code === 'unrecognized_keys' ? `${first.message} in ${part}` : first.message;
  throw badRequest(name ? `${name}: ${message}` : `Invalid ${part}: ${message}`, { fields });
}
