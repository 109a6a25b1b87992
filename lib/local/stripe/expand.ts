import type { StripeContext } from './context';
import { list, str, type FormObject } from './form-body';

type Json = Record<string, unknown>;

function objectById(ctx: StripeContext, id: string): Json | undefined {
  const { data } = ctx.store;
  const table = id.startsWith('cus_')
    ? data.customers
    : id.startsWith('sub_')
      ? data.subscriptions
      : id.startsWith('in_')
        ? data.invoices
        : id.startsWith('cs_')
          ? data.sessions
          : undefined;
  return table?.[id] as Json | undefined;
}

function expandPath(ctx: StripeContext, target: Json, path: string[]) {
  const [field, ...rest] = path;
  if (field === 'data' && Array.isArray(target.data)) {
    for (const item of target.data as Json[]) expandPath(ctx, item, rest);
    return;
  }
  let value = target[field];
  if (field === 'line_items' && target.object === 'checkout.session') {
    const items = ctx.store.data.lineItems[target.id as string] ?? [];
    value = {
      object: 'list',
      data: structuredClone(items),
      has_more: false,
      url: `/v1/checkout/sessions/${String(target.id)}/line_items`,
    };
  } else if (typeof value === 'string') {
    value = structuredClone(objectById(ctx, value)) ?? value;
  }
  target[field] = value;
  if (rest.length > 0 && value && typeof value === 'object') expandPath(ctx, value as Json, rest);
}

/** Stripe's `expand[]`: ids in the answer replaced by their objects (`a.b` nests, `data.x` for lists). */
export function expandAnswer(ctx: StripeContext, answer: unknown, params: FormObject): unknown {
  const paths = list(params.expand)
    .map(str)
    .filter((p): p is string => Boolean(p));
  if (paths.length === 0) return answer;
  const copy = structuredClone(answer) as Json;
  for (const path of paths) expandPath(ctx, copy, path.split('.'));
  return copy;
}
