import type { z } from 'zod';
import { badRequest } from './errors';
import { FIELDS_MAX, MESSAGE_MAX, truncate } from './bounded-text';

/** Names the field of a zod issue, e.g. "firstName" or "from_location.city" (each part cut short: keys are the caller's). */
function fieldName(path: PropertyKey[]): string {
  return truncate(path.map((part) => truncate(String(part))).join('.'));
}

/** zod's message for unknown keys quotes each key whole; ours names at most three, each cut short. */
function issueMessage(issue: z.core.$ZodIssue, part: string): string {
  if (issue.code !== 'unrecognized_keys') return truncate(issue.message, MESSAGE_MAX);
  const named = issue.keys.slice(0, 3).map((key) => `"${truncate(key)}"`);
  const more = issue.keys.length > 3 ? ` and ${issue.keys.length - 3} more` : '';
  return `Unrecognized key${issue.keys.length > 1 ? 's' : ''}: ${named.join(', ')}${more} in ${part}`;
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
    if (!(name in fields) && Object.keys(fields).length >= FIELDS_MAX) break;
    fields[name] ??= issueMessage(issue, part);
  }
  const [first] = result.error.issues;
  const name = fieldName(first.path);
  const message = issueMessage(first, part);
  throw badRequest(truncate(name ? `${name}: ${message}` : `Invalid ${part}: ${message}`, MESSAGE_MAX), { fields });
}
