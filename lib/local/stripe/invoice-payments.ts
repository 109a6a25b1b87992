import type { StripeContext } from './context';
import { str, type FormObject } from './form-body';
import { newId, nowSeconds, type Invoice, type InvoicePayment } from './objects';
import { missing } from './stripe-error';

/** A paid invoice's payment: a payment intent of its own (test cards pay at once). */
export function recordInvoicePayment(ctx: StripeContext, invoice: Invoice): InvoicePayment {
  const payments = ctx.store.data.invoicePayments;
  const existing = Object.values(payments).find((p) => p.invoice === invoice.id);
  const paidAt = nowSeconds();
  const payment: InvoicePayment = existing ?? {
    id: newId('inpay'),
    object: 'invoice_payment',
    amount_paid: null,
    amount_requested: invoice.amount_due,
    created: invoice.created,
    currency: invoice.currency,
    invoice: invoice.id,
    is_default: true,
    livemode: false,
    payment: { type: 'payment_intent', payment_intent: newId('pi') },
    status: 'open',
    status_transitions: { canceled_at: null, paid_at: null },
  };
  Object.assign(payment, {
    amount_paid: invoice.amount_paid,
    status: 'paid',
    status_transitions: { canceled_at: null, paid_at: paidAt },
  });
  payments[payment.id] = payment;
  return payment;
}

/** The paid invoice payment of a payment intent, if the intent paid an invoice. */
export const invoicePaymentOfIntent = (ctx: StripeContext, paymentIntent: string): InvoicePayment | undefined =>
  Object.values(ctx.store.data.invoicePayments).find(
    (p) => p.status === 'paid' && p.payment.payment_intent === paymentIntent,
  );

/** GET /v1/invoice_payments filters: `invoice`, `status`. */
export function invoicePaymentsMatching(ctx: StripeContext, input: FormObject): InvoicePayment[] {
  return Object.values(ctx.store.data.invoicePayments).filter(
    (p) => (!input.invoice || p.invoice === str(input.invoice)) && (!input.status || p.status === str(input.status)),
  );
}

export function findInvoicePayment(ctx: StripeContext, id: string): InvoicePayment {
  const payment = ctx.store.data.invoicePayments[id];
  if (!payment) throw missing('invoice_payment', id);
  return payment;
}
