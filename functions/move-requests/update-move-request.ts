import { routes } from '@schemas/routes';
import { findMoveRequest, type MoveRequestItem } from '@functions/core/data/move-request/move-requests';
import { updateMoveRequestIfUnchanged } from '@functions/core/data/move-request/move-request-writes';
import { findUser } from '@functions/core/data/user/users';
import { conflict, notFound } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { toOwnerView } from './move-request-views';
import { canEditMoveRequest } from './access';
import { mergeUpdate, sameFields, storedFields } from './merge';
import { assertKnownZips } from './known-zips';

/** The form saves each change at once, so two saves may overlap: merge again this often. */
const ATTEMPTS = 3;

/**
 * PUT /api/move-request/{id} — any subset of the fields of the caller's own request.
 * Reads: the move request (access pattern 10), the caller's profile (access pattern 1). Writes: the move request (access pattern 10) (conditional on
 * its version, so a parallel save is merged, not overwritten), only when something changed;
 * otherwise the stored request is answered as it is. Callers: MOVER, owner only (404 for
 * another customer's id, as for an unknown one). A sent location with a ZIP code the dataset does
 * not know is a 400 (known-zips.ts), nothing written.
 */
export const updateMoveRequest: PlainHandler<typeof routes.updateMoveRequest> = async ({ auth, params, body }) => {
  assertKnownZips(body);
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const current = await findMoveRequest(params.id, { consistent: true });
    if (!current || !canEditMoveRequest(auth, current)) throw notFound('Move request not found');

    const merged = mergeUpdate(current, body);
    let result: MoveRequestItem | null = current;
    if (!sameFields(storedFields(current), merged)) result = await updateMoveRequestIfUnchanged(current, merged);
    if (result) return toOwnerView(result, await findUser(auth.userId));
  }
  throw conflict('Your move request changed while saving. Please try again.');
};

export const handler = httpHandler(routes.updateMoveRequest, updateMoveRequest);
