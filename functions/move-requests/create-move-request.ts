import { ulid } from 'ulid';
import { routes } from '@schemas/routes';
import { MOVE_REQUEST_DAILY_LIMIT_MESSAGE } from '@schemas/move-requests';
import { createMoveRequestForUser } from '@functions/core/data/move-request/move-request-writes';
import { findUser } from '@functions/core/data/user/users';
import { publishCountedEvent } from '@functions/platform/counted-events';
import { conflict, forbidden, notFound, tooManyRequests } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { isPastDate, PAST_DATE_MESSAGE } from '@functions/platform/move-dates';
import { toOwnerView } from './move-request-views';
import { fieldError } from './merge';
import { toStoredLocation } from './stored-location';
import { assertKnownZips } from './known-zips';

/** A transaction that collided with a parallel write is tried again this many times. */
const ATTEMPTS = 3;

const alreadyHasOne = (moveRequestId: string) =>
  conflict('You already have a move request', { move_request_id: moveRequestId });

/**
 * POST /api/move-request — the customer's one move request.
 * Reads: the caller's profile (access pattern 1). Writes, in one transaction: the move request (access pattern 10) (create) and the
 * profile's move_request_id (only if the profile exists and has none) and the customer's
 * requests-posted-today count (429 past LIMITS.moveRequestsPerDay). Callers: MOVER, for
 * themselves (a user_id of someone else is a 403). A second request is a 409 naming the
 * existing id; of parallel creates exactly one wins. A ZIP code the dataset does not know is a
 * 400 (known-zips.ts). Publishes MoveRequestCreated after the write.
 */
export const createMoveRequest: PlainHandler<typeof routes.createMoveRequest> = async ({ auth, body }) => {
  if (body.user_id !== undefined && body.user_id !== auth.userId) {
    throw forbidden('You can only create your own move request');
  }
  if (isPastDate(body.start_date)) throw fieldError('start_date', PAST_DATE_MESSAGE);
  assertKnownZips(body);

  const fields = {
    // Locations get their ids here; any id the client sent is ignored.
    from_location: toStoredLocation(body.from_location, ulid()),
    to_location: toStoredLocation(body.to_location, ulid()),
    start_date: body.start_date,
    end_date: body.end_date,
    special_considerations: body.special_considerations,
    is_packing_required: body.is_packing_required,
    only_chosen_companies: body.only_chosen_companies,
  };

  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const profile = await findUser(auth.userId, { consistent: true });
    if (!profile) throw notFound('User profile not found');
    if (profile.move_request_id) throw alreadyHasOne(profile.move_request_id);

    const outcome = await createMoveRequestForUser(auth.userId, ulid(), fields);
    if (!outcome.ok && outcome.reason === 'dailyLimit') throw tooManyRequests(MOVE_REQUEST_DAILY_LIMIT_MESSAGE);
    if (outcome.ok) {
      await publishCountedEvent('MoveRequestCreated', { moveRequestId: outcome.item.id, customerId: auth.userId });
      return toOwnerView(outcome.item, profile);
    }
    // Lost to (or collided with) a parallel create: the next round's read answers the 409.
  }
  const profile = await findUser(auth.userId, { consistent: true });
  if (profile?.move_request_id) throw alreadyHasOne(profile.move_request_id);
  throw conflict('Your move request could not be saved. Please try again.');
};

export const handler = httpHandler(routes.createMoveRequest, createMoveRequest);
