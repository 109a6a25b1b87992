/** Fixed local test values: the local Stripe accepts this key and signs its webhooks with these secrets. */
export const LOCAL_STRIPE_SECRET_KEY = 'sk_test_local_movematch';
export const LOCAL_STRIPE_WEBHOOK_SECRET = 'whsec_local_movematch';
/** Events of connected accounts (Connect) are signed with the Connect endpoint's own secret, as at Stripe. */
export const LOCAL_STRIPE_CONNECT_WEBHOOK_SECRET = 'whsec_local_movematch_connect';
