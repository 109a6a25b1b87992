import type { StripeContext } from './context';
import { metadataOf, str, type FormObject } from './form-body';
import { newId, nowSeconds, type Customer } from './objects';
import { missing } from './stripe-error';

export function createCustomer(ctx: StripeContext, params: FormObject): Customer {
  const customer: Customer = {
    id: newId('cus'),
    object: 'customer',
    email: str(params.email) || null,
    name: str(params.name) || null,
    description: str(params.description) || null,
    metadata: metadataOf(params.metadata),
    created: nowSeconds(),
    livemode: false,
  };
  ctx.store.data.customers[customer.id] = customer;
  ctx.store.save();
  return customer;
}

export function findCustomer(ctx: StripeContext, id: string): Customer {
  const customer = ctx.store.data.customers[id];
  if (!customer) throw missing('customer', id);
  return customer;
}
