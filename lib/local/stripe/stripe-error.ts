/** An answer in Stripe's error shape: `{ error: { type, message, code?, param?, decline_code? } }`. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: 'invalid_request_error' | 'card_error' | 'idempotency_error' | 'api_error',
    message: string,
    readonly extra: { code?: string; param?: string; decline_code?: string } = {},
  ) {
    super(message);
  }

  toJSON() {
    return { error: { type: this.type, message: this.message, ...this.extra } };
  }
}

export const missing = (what: string, id: string, param = 'id') =>
  new StripeApiError(404, 'invalid_request_error', `No such ${what}: '${id}'`, { code: 'resource_missing', param });

export const invalid = (message: string, param?: string) =>
  new StripeApiError(400, 'invalid_request_error', message, param ? { param } : {});
