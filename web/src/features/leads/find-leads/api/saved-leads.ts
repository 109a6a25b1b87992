import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { notify } from '@web/lib/notify';
import { FIND_LEADS_MESSAGES } from '../messages';
import { patchCachedLead } from './search-leads';

/*
 * POST /api/my-saved-leads {move_request_id} and DELETE /api/my-saved-leads/{id}
 * {move_request_id}: the company's bookmark on a lead.
 */

export async function saveLead(moveRequestId: string): Promise<void> {
  await apiRequest(routes.saveLead, { body: { move_request_id: moveRequestId } });
}

export async function removeSavedLead(moveRequestId: string): Promise<void> {
  await apiRequest(routes.deleteSavedLead, { params: { id: moveRequestId }, body: { move_request_id: moveRequestId } });
}

/** Saves or removes a lead, then marks it in the cached search and shows the spec's toast. */
export function useToggleSavedLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, save }: { id: string; save: boolean }) => (save ? saveLead(id) : removeSavedLead(id)),
    onSuccess: (_data, { id, save }) => {
      patchCachedLead(queryClient, id, { is_saved: save });
      notify.success(save ? FIND_LEADS_MESSAGES.saved : FIND_LEADS_MESSAGES.removed);
    },
    onError: (error, { save }) => {
      console.error('Updating the saved lead failed', error);
      notify.failure(save ? FIND_LEADS_MESSAGES.saveFailed : FIND_LEADS_MESSAGES.removeFailed, error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.mySavedLeads }),
  });
}
