import type { StripeContext } from './context';
import { escape, page } from './checkout-page';
import { emitEvent } from './event-log';
import { metadataOf, obj, str, type FormObject } from './form-body';
import { newId, nowSeconds, type Account, type AccountLink } from './objects';
import { invalid, missing } from './stripe-error';

/*
 * Connect with Express accounts, reduced to what MoveMatch does with them: create a company's
 * account, open its hosted onboarding through an account link, and read it back. The onboarding
 * page takes a test bank account; submitting it enables charges, payouts and the transfers
 * capability, and `account.updated` goes out (a Connect event: it names the account), as at
 * Stripe once a company finishes onboarding.
 */

/** What the onboarding page asks for until it is submitted. */
const ONBOARDING_DUE = ['external_account', 'individual.verification.document', 'tos_acceptance.date'];
/** A US test routing number Stripe accepts in test mode. */
export const TEST_ROUTING_NUMBER = '110000000';
/** How long an account link lasts at Stripe: a few minutes. */
const LINK_LIFETIME_S = 300;

export function createAccount(ctx: StripeContext, params: FormObject): Account {
  if (str(params.type) !== 'express') throw invalid('Only Express accounts are emulated: pass type=express.', 'type');
  const id = newId('acct');
  const account: Account = {
    id,
    object: 'account',
    type: 'express',
    country: str(params.country) ?? 'US',
    email: str(params.email) ?? null,
    business_profile: { name: str(obj(params.business_profile)?.name) ?? null },
    charges_enabled: false,
    payouts_enabled: false,
    details_submitted: false,
    capabilities: { transfers: 'inactive' },
    requirements: { currently_due: [...ONBOARDING_DUE], disabled_reason: 'requirements.past_due' },
    metadata: metadataOf(params.metadata),
    created: nowSeconds(),
    livemode: false,
  };
  ctx.store.data.accounts[id] = account;
  ctx.store.save();
  return account;
}

export function findAccount(ctx: StripeContext, id: string): Account {
  const account = ctx.store.data.accounts[id];
  if (!account) throw missing('account', id);
  return account;
}

export function createAccountLink(ctx: StripeContext, params: FormObject): AccountLink {
  const account = str(params.account);
  if (!account) throw invalid('Missing required param: account.', 'account');
  findAccount(ctx, account);
  if (str(params.type) !== 'account_onboarding') throw invalid('type must be account_onboarding.', 'type');
  const returnUrl = str(params.return_url);
  const refreshUrl = str(params.refresh_url);
  for (const [name, url] of [
    ['return_url', returnUrl],
    ['refresh_url', refreshUrl],
  ] as const) {
    if (!url || !/^https?:\/\//.test(url)) throw invalid('Not a valid URL', name);
  }
  const id = newId('acctlink');
  const created = nowSeconds();
  ctx.store.data.accountLinks[id] = {
    id,
    account,
    return_url: returnUrl!,
    refresh_url: refreshUrl!,
    expires_at: created + LINK_LIFETIME_S,
  };
  ctx.store.save();
  return {
    object: 'account_link',
    url: `${ctx.publicUrl}/connect/${id}`,
    created,
    expires_at: created + LINK_LIFETIME_S,
  };
}

/**
 * The onboarding page's answer: a test routing number finishes onboarding (the account can take
 * transfers and pay out, account.updated is sent); anything else is refused. Answers the URL to
 * send the browser to: the link's return_url, or its refresh_url once the link has expired.
 */
export function submitOnboarding(ctx: StripeContext, linkId: string, routingNumber: string): string {
  const link = ctx.store.data.accountLinks[linkId];
  if (!link) throw missing('account_link', linkId);
  if (nowSeconds() > link.expires_at) return link.refresh_url;
  if (routingNumber.replace(/\s/g, '') !== TEST_ROUTING_NUMBER)
    throw invalid(`Use the test routing number ${TEST_ROUTING_NUMBER}.`, 'routing_number');
  delete ctx.store.data.accountLinks[linkId];
  enableAccount(ctx, link.account);
  return link.return_url;
}

/** Onboarding finished: the account can take transfers and pay out, and account.updated goes out. */
export function enableAccount(ctx: StripeContext, accountId: string): Account {
  const account = findAccount(ctx, accountId);
  const previous = {
    charges_enabled: account.charges_enabled,
    payouts_enabled: account.payouts_enabled,
    details_submitted: account.details_submitted,
    capabilities: { ...account.capabilities },
    requirements: structuredClone(account.requirements),
  };
  Object.assign(account, {
    charges_enabled: true,
    payouts_enabled: true,
    details_submitted: true,
    capabilities: { transfers: 'active' },
    requirements: { currently_due: [], disabled_reason: null },
  });
  ctx.store.save();
  emitEvent(ctx.store, ctx.deliverer, 'account.updated', account, previous, account.id);
  return account;
}

export function renderOnboardingPage(ctx: StripeContext, linkId: string, options: { error?: string } = {}): string {
  const link = ctx.store.data.accountLinks[linkId];
  const account = link ? ctx.store.data.accounts[link.account] : undefined;
  const name = account?.business_profile.name ?? 'your company';
  const error = options.error ? `<p role="alert" id="routing-error">${escape(options.error)}</p>` : '';
  return page(
    'Set up payouts – MoveMatch',
    `<h1>Set up payouts for ${escape(name)}</h1>
<p>Stripe pays your company for moves booked with protected payment into this bank account.</p>
<form method="post" action="/connect/${encodeURIComponent(linkId)}/submit" novalidate>
  <label for="routing_number">Routing number</label>
  <input id="routing_number" name="routing_number" inputmode="numeric" required
    ${options.error ? 'aria-invalid="true" aria-describedby="routing-error"' : ''}>
  <label for="account_number">Account number</label>
  <input id="account_number" name="account_number" inputmode="numeric" required>
  ${error}
  <button type="submit">Agree and submit</button>
</form>
<p class="hint">Test bank account: routing ${TEST_ROUTING_NUMBER}, any account number.</p>
${link ? `<p><a href="${escape(link.return_url)}">Finish later</a></p>` : ''}`,
  );
}
