import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { MoveRequest } from '@schemas/move-requests';
import { paths } from '@web/config/paths';
import { isExistingRequestConflict, useCreateMoveRequest } from '../api/create-move-request';
import { getMyMoveRequestQueryOptions } from '@web/lib/api/get-my-move-request';
import { queryKeys } from '@web/lib/query-keys';
import { notify } from '@web/lib/notify';
import { useUpdateMoveRequest } from '../api/update-move-request';
import { MOVE_REQUEST_MESSAGES } from '../messages';
import {
  changedParts,
  createBody,
  draftFromMoveRequest,
  EMPTY_DRAFT,
  incompleteSections,
  type DraftChange,
  type MoveRequestDraft,
} from './move-request-draft';
import { replacesLocation, unknownZipOf, type UnknownZip } from './unknown-zip';

/**
 * /move-info's behaviour (spec section 4): without a saved request, changes fill a local
 * draft and submit creates it; with one, each change saves at once (only what changed).
 * A ZIP code the server does not know is kept as `unknownZip` (shown at that ZIP field) until
 * that location is replaced; `onUnknownZip` opens its location.
 */
export function useMoveInfoForm(
  saved: MoveRequest | null,
  { onUnknownZip }: { onUnknownZip?: (side: UnknownZip['side']) => void } = {},
) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateMoveRequest();
  const update = useUpdateMoveRequest();
  const [localDraft, setLocalDraft] = useState<MoveRequestDraft>(EMPTY_DRAFT);
  const [submitted, setSubmitted] = useState(false);
  const [unknownZip, setUnknownZip] = useState<UnknownZip | null>(null);

  /** Keeps a refused ZIP code to show at its field; true when the failure was one. */
  function noteUnknownZip(error: unknown, sent: DraftChange): boolean {
    const refused = unknownZipOf(error, sent);
    setUnknownZip(refused);
    if (refused) onUnknownZip?.(refused.side);
    return refused !== null;
  }
  const kept = (change: DraftChange) => {
    if (unknownZip && replacesLocation(change, unknownZip)) setUnknownZip(null);
    return true;
  };

  const draft = saved ? draftFromMoveRequest(saved) : localDraft;
  const pending = update.isPending ? update.variables.changes : {};
  const missing = submitted ? incompleteSections(draft) : [];

  /** Resolves true when the change is kept (the modal may close), false after a failed save. */
  async function apply(change: DraftChange): Promise<boolean> {
    if (!saved) {
      setLocalDraft((current) => ({ ...current, ...change }));
      return kept(change);
    }
    const changes = changedParts(saved, change);
    if (!changes) return kept(change);
    try {
      await update.mutateAsync({ id: saved.id, changes });
      notify.success(MOVE_REQUEST_MESSAGES.updated);
      return kept(change);
    } catch (error) {
      console.error('Updating the move request failed', error);
      noteUnknownZip(error, change);
      notify.failure(MOVE_REQUEST_MESSAGES.updateFailed, error);
      return false;
    }
  }

  async function submit() {
    setSubmitted(true);
    if (saved) return void navigate(paths.matches);
    const body = createBody(localDraft);
    if (!body) return;
    try {
      await create.mutateAsync(body);
      void navigate(paths.matches);
    } catch (error) {
      console.error('Creating the move request failed', error);
      if (isExistingRequestConflict(error) && (await reloadExisting())) return;
      // A refused ZIP code says which one beneath the line; other reasons are the spec's line alone.
      notify.failure(MOVE_REQUEST_MESSAGES.submitFailed, noteUnknownZip(error, body) ? error : undefined);
    }
  }

  /**
   * A 409 naming a request: the customer already has one (made in another tab, say). It is
   * loaded into the form in place of the draft; true when that worked.
   */
  async function reloadExisting(): Promise<boolean> {
    try {
      const existing = await queryClient.fetchQuery({ ...getMyMoveRequestQueryOptions(), staleTime: 0 });
      void queryClient.invalidateQueries({ queryKey: queryKeys.user });
      if (!existing) return false;
      setSubmitted(false);
      notify.info(MOVE_REQUEST_MESSAGES.existingLoaded);
      return true;
    } catch (error) {
      console.error('Loading the existing move request failed', error);
      return false;
    }
  }

  return {
    draft,
    /** The packing value being saved shows at once; a failure falls back to the saved one. */
    packing: pending.is_packing_required ?? draft.is_packing_required,
    packingSaving: pending.is_packing_required !== undefined,
    /** The choice of who may quote, shown at once while it saves (as packing). */
    onlyChosen: pending.only_chosen_companies ?? draft.only_chosen_companies,
    onlyChosenSaving: pending.only_chosen_companies !== undefined,
    saving: update.isPending,
    submitting: create.isPending,
    missing,
    unknownZip,
    apply,
    submit,
  };
}
