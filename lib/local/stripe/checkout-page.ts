import type { CheckoutSession, LineItem } from './objects';
import { TEST_CARDS } from './test-cards';

export const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

export const formatAmount = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

function itemRow(item: LineItem): string {
  const per = item.price.recurring ? ` per ${item.price.recurring.interval}` : '';
  const quantity = item.quantity > 1 ? ` × ${item.quantity}` : '';
  return `<li>${escape(item.description)}${quantity}: <strong>${formatAmount(item.amount_total, item.currency)}${per}</strong></li>`;
}

const STYLE = `
  body { font-family: system-ui, sans-serif; background: #f6f9fc; color: #1a1f36; margin: 0; }
  main { max-width: 28rem; margin: 3rem auto; background: #fff; padding: 2rem; border-radius: 8px;
         box-shadow: 0 2px 8px rgba(0,0,0,.08); }
  h1 { font-size: 1.25rem; margin: 0 0 .25rem; }
  .amount { font-size: 2rem; font-weight: 600; margin: .25rem 0 1rem; }
  label { display: block; font-weight: 600; margin: 1rem 0 .25rem; }
  input { width: 100%; box-sizing: border-box; padding: .6rem; font-size: 1rem; border: 1px solid #c1c9d2; border-radius: 4px; }
  button { margin-top: 1.25rem; width: 100%; padding: .75rem; font-size: 1rem; color: #fff; background: #635bff;
           border: 0; border-radius: 4px; cursor: pointer; }
  [role=alert] { color: #df1b41; margin-top: .75rem; }
  .hint { color: #5b6472; font-size: .85rem; }
  .banner { background: #fff4e5; color: #8a4b00; font-size: .85rem; padding: .5rem 1rem; text-align: center; }`;

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title><style>${STYLE}</style></head>
<body><div class="banner">Local test mode: no real payment is made.</div><main>${body}</main></body></html>`;
}

/**
 * The hosted checkout page of the local Stripe: what is bought, the total, a labelled card
 * field and a Pay button; a declined card re-renders it with Stripe's message.
 */
export function renderCheckoutPage(
  session: CheckoutSession,
  lineItems: LineItem[],
  options: { error?: string; card?: string } = {},
): string {
  const total = formatAmount(session.amount_total, session.currency);
  const recurring = lineItems.find((item) => item.price.recurring)?.price.recurring;
  const totalLabel = recurring ? `${total} per ${recurring.interval}` : total;
  if (session.status !== 'open') {
    const what =
      session.status === 'complete' ? 'This checkout is already paid.' : 'This checkout session has expired.';
    return page('Checkout – MoveMatch', `<h1>MoveMatch</h1><p role="status">${what}</p>`);
  }
  const cancel = session.cancel_url ? `<p><a href="${escape(session.cancel_url)}">Cancel and go back</a></p>` : '';
  const error = options.error ? `<p role="alert" id="card-error">${escape(options.error)}</p>` : '';
  if (session.mode === 'setup') return renderSetupPage(session, { ...options, error, cancel });
  const email = session.customer_email ?? '';
  // Sessions kept from before custom_text existed (npm start's saved state) have none.
  const submitMessage = (session.custom_text as CheckoutSession['custom_text'] | undefined)?.submit?.message;
  return page(
    `Pay MoveMatch ${totalLabel}`,
    `<h1>Pay MoveMatch</h1>
<p class="amount">${escape(totalLabel)}</p>
<ul>${lineItems.map(itemRow).join('')}</ul>
<form method="post" action="/checkout/${encodeURIComponent(session.id)}/pay" novalidate>
  <label for="email">Email</label>
  <input id="email" name="email" type="email" autocomplete="email" value="${escape(email)}">
  <label for="card">Card number</label>
  <input id="card" name="card" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234"
    value="${escape(options.card ?? '')}" ${options.error ? 'aria-invalid="true" aria-describedby="card-error"' : ''} required>
  ${error}
  ${submitMessage ? `<p class="hint" id="submit-message">${escape(submitMessage)}</p>` : ''}
  <button type="submit">Pay</button>
</form>
<p class="hint">Test cards: ${TEST_CARDS.pays} pays, ${TEST_CARDS.declined} is declined.</p>
${cancel}`,
  );
}

/** Shown after paying a session that has no success_url. */
export function renderPaidPage(): string {
  return page(
    'Payment complete – MoveMatch',
    '<h1>MoveMatch</h1><p role="status">Payment complete. You can close this page.</p>',
  );
}

export function renderNotFoundPage(): string {
  return page(
    'Checkout not found – MoveMatch',
    '<h1>MoveMatch</h1><p role="status">This checkout session does not exist.</p>',
  );
}

/** Setup mode: a card saved for later payments; nothing is charged now. */
function renderSetupPage(session: CheckoutSession, options: { error: string; cancel: string; card?: string }): string {
  return page(
    'Save a card for MoveMatch',
    `<h1>Save a card for MoveMatch</h1>
<p>Nothing is charged now. MoveMatch uses this card for the payments of your booking, as its terms say.</p>
<form method="post" action="/checkout/${encodeURIComponent(session.id)}/pay" novalidate>
  <label for="card">Card number</label>
  <input id="card" name="card" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234"
    value="${escape(options.card ?? '')}" ${options.error ? 'aria-invalid="true" aria-describedby="card-error"' : ''} required>
  ${options.error}
  <button type="submit">Save card</button>
</form>
<p class="hint">Test cards: ${TEST_CARDS.pays} is saved, ${TEST_CARDS.declined} is declined.</p>
${options.cancel}`,
  );
}
