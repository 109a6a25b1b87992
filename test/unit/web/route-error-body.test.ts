import { describe, expect, it } from 'vitest';
import { routes } from '@schemas/routes';
import { ApiError, routeErrorBody } from '@web/lib/api-error';

describe('routeErrorBody: typed error bodies from the contract', () => {
  const existingBooking = {
    error: 'You already have a booking with Tar Heel Moving Co.',
    existingBooking: { companyName: 'Tar Heel Moving Co.' },
  };

  it('parses the 400 a booking answers while another booking stands', () => {
    const error = new ApiError(400, existingBooking.error, existingBooking);
    expect(routeErrorBody(routes.bookQuote, 400, error)?.existingBooking.companyName).toBe('Tar Heel Moving Co.');
  });

  it('gives null for a plain 400, another status, or something that is not an API error', () => {
    expect(routeErrorBody(routes.bookQuote, 400, new ApiError(400, 'Bad id', { error: 'Bad id' }))).toBeNull();
    expect(routeErrorBody(routes.bookQuote, 400, new ApiError(409, 'x', existingBooking))).toBeNull();
    expect(routeErrorBody(routes.bookQuote, 400, new Error('boom'))).toBeNull();
  });

  it('reads the checkout address of a 402', () => {
    const error = new ApiError(402, 'Pay', { error: 'Pay', checkoutUrl: 'http://localhost:12111/checkout/cs_1' });
    expect(routeErrorBody(routes.sendCompanyQuote, 402, error)?.checkoutUrl).toBe(
      'http://localhost:12111/checkout/cs_1',
    );
    expect(routeErrorBody(routes.searchMoveRequests, 402, new ApiError(402, 'Pay', { error: 'Pay' }))).toEqual({
      error: 'Pay',
    });
  });
});
