import * as z from 'zod';

/*
 * Error bodies are part of the contract. Every 4xx and 5xx carries { error } (a message a
 * person can read); a route lists in its `errors` the statuses whose body carries more, and
 * the web client parses those like success bodies.
 */

/** What every failure answers: the message, and for a 5xx the request id to quote to support. */
export const ErrorBodySchema = z.object({
  error: z.string(),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** 400 on POST /quote/{id}/book while another booking of the customer stands (spec section 3). */
export const ExistingBookingErrorSchema = ErrorBodySchema.extend({
  existingBooking: z.object({ companyName: z.string() }),
});
export type ExistingBookingError = z.infer<typeof ExistingBookingErrorSchema>;

/**
 * 402 where the company's plan does not cover the action: the paywall opens, or, when the
 * server already opened a checkout for it, the browser goes to `checkoutUrl`.
 */
export const PaymentRequiredErrorSchema = ErrorBodySchema.extend({
  checkoutUrl: z.string().optional(),
});
export type PaymentRequiredError = z.infer<typeof PaymentRequiredErrorSchema>;

/** 409 on POST /move-request when the customer already has one: its id, to open it instead. */
export const MoveRequestExistsErrorSchema = ErrorBodySchema.extend({
  move_request_id: z.string(),
});

/** The statuses a route may declare a typed error body for. */
export type ErrorStatus = 400 | 402 | 403 | 404 | 409;
