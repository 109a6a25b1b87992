import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import type { SavedMovingCompany } from '@schemas/companies';
import { apiRequest } from '../api-client';
import { queryKeys } from '../query-keys';

/*
 * POST /api/saved-moving-company {moving_company_id} and DELETE /api/saved-moving-company/{id}
 * (id = the company's): the customer's bookmark on a company.
 */

export function saveMovingCompany(companyId: string): Promise<SavedMovingCompany> {
  return apiRequest(routes.saveMovingCompany, { body: { moving_company_id: companyId } });
}

export async function deleteSavedMovingCompany(companyId: string): Promise<void> {
  await apiRequest(routes.deleteSavedMovingCompany, { params: { id: companyId } });
}

/**
 * Optimistic toggle: the bookmark flips at once; a failure puts the previous state back and
 * calls `onFailure` (the page shows the spec's toast).
 */
export function useToggleSavedMovingCompany(companyId: string, onFailure: (error: unknown) => void) {
  const queryClient = useQueryClient();
  const key = queryKeys.savedMovingCompany(companyId);
  return useMutation({
    mutationFn: (save: boolean) =>
      save ? saveMovingCompany(companyId).then(() => undefined) : deleteSavedMovingCompany(companyId),
    onMutate: async (save: boolean) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<boolean>(key);
      queryClient.setQueryData<boolean>(key, save);
      return { previous };
    },
    onError: (error, _save, context) => {
      queryClient.setQueryData<boolean>(key, context?.previous ?? false);
      onFailure(error);
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({ queryKey: queryKeys.savedMovingCompanies }),
      ]);
    },
  });
}
