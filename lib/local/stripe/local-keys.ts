/** Fixed local test values: the local Stripe accepts this key and signs its webhooks with this secret. */
export const LOCAL_STRIPE_SECRET_KEY = 'sk_test_local_movematch';
export const LOCAL_STRIPE_WEBHOOK_SECRET = 'whsec_local_movematch';
