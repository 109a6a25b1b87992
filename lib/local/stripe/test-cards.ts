import { StripeApiError } from './stripe-error';

/** Stripe's test cards the local checkout knows: one that pays, one that is declined. */
export const TEST_CARDS = {
  pays: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  /** Pays with the customer present; a later charge without them (off_session) needs authentication and fails. */
  offSessionFails: '4000 0027 6000 3184',
} as const;

export const CARD_MESSAGES = {
  declined: 'Your card was declined.',
  incorrect: 'Your card number is incorrect.',
} as const;

export const digitsOf = (card: string) => card.replace(/[\s-]/g, '');

/** Throws Stripe's card_error for anything but the paying test card. */
export function chargeCard(card: string): void {
  const digits = digitsOf(card);
  if (digits === digitsOf(TEST_CARDS.pays) || digits === digitsOf(TEST_CARDS.offSessionFails)) return;
  if (digits === digitsOf(TEST_CARDS.declined)) {
    throw new StripeApiError(402, 'card_error', CARD_MESSAGES.declined, {
      code: 'card_declined',
      decline_code: 'generic_decline',
    });
  }
  throw new StripeApiError(402, 'card_error', CARD_MESSAGES.incorrect, { code: 'incorrect_number', param: 'number' });
}

/** Throws Stripe's card_error for a saved card charged without the customer when it needs them. */
export function chargeSavedCardOffSession(card: string): void {
  if (digitsOf(card) !== digitsOf(TEST_CARDS.offSessionFails)) return;
  throw new StripeApiError(402, 'card_error', 'Your card was declined. This transaction requires authentication.', {
    code: 'authentication_required',
    decline_code: 'authentication_required',
  });
}
