import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/* GET /api/moving-company/{id}/invites (the company's members and waiting invites) and DELETE .../invites/{inviteId}. */

export function useCompanyInvites(companyId: string) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.companyInvites(companyId),
      queryFn: ({ signal }) => apiRequest(routes.listCompanyInvites, { params: { id: companyId }, signal }),
    }),
  );
}

export function useWithdrawInvite(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inviteId: string) => apiRequest(routes.withdrawCompanyInvite, { params: { id: companyId, inviteId } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.companyInvites(companyId) }),
  });
}
