import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import type { InviteCompanyUserBody } from '@schemas/company-profile';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/* POST /api/moving-company/{id}/invite-user: a colleague's account with a temporary password by e-mail. */
export function useInviteCompanyUser(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteCompanyUserBody) =>
      apiRequest(routes.inviteCompanyUser, { params: { id: companyId }, body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.companyInvites(companyId) }),
  });
}
