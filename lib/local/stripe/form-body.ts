/**
 * Stripe's request encoding: `application/x-www-form-urlencoded` with bracket notation
 * (`line_items[0][price_data][currency]=usd`, `metadata[key]=v`, `expand[]=subscription`),
 * used for POST bodies and GET query strings alike. Values stay strings, as Stripe reads them.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

/** `a[b][0][c]` → ['a', 'b', '0', 'c']; `a[]` → ['a', ''] (append). */
function keyPath(key: string): string[] {
  const first = key.indexOf('[');
  if (first < 0) return [key];
  const path = [key.slice(0, first)];
  for (const match of key.slice(first).matchAll(/\[([^\]]*)\]/g)) path.push(match[1]);
  return path;
}

/** Objects whose keys are all array indexes become arrays, in index order. */
function toArrays(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const entries = Object.entries(value).map(([k, v]) => [k, toArrays(v)] as const);
  if (entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v);
  }
  return Object.fromEntries(entries);
}

export function parseFormBody(text: string): FormObject {
  const root: { [key: string]: FormValue } = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = keyPath(key);
    let node: { [key: string]: FormValue } = root;
    path.forEach((segment, index) => {
      const last = index === path.length - 1;
      // `[]` appends: give it the next free index of its parent.
      const name = segment === '' ? String(Object.keys(node).length) : segment;
      if (last) {
        node[name] = value;
        return;
      }
      const next = node[name];
      if (typeof next !== 'object' || Array.isArray(next)) node[name] = {};
      node = node[name] as { [key: string]: FormValue };
    });
  }
  return toArrays(root) as FormObject;
}

/** Reads a nested field as a string (undefined when absent or not a string). */
export function str(value: FormValue | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function obj(value: FormValue | undefined): FormObject | undefined {
  return value !== undefined && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
}

export function list(value: FormValue | undefined): FormValue[] {
  if (Array.isArray(value)) return value;
  // `expand=subscription` (no brackets) is one value.
  if (typeof value === 'string') return [value];
  return [];
}

/** Metadata: a flat map of strings; Stripe drops keys set to ''. */
export function metadataOf(value: FormValue | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, v] of Object.entries(obj(value) ?? {})) if (typeof v === 'string' && v !== '') out[key] = v;
  return out;
}
