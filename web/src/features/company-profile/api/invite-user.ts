import { useMutation } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import type { InviteCompanyUserBody } from '@schemas/company-profile';
import { apiRequest } from '@web/lib/api-client';

/* POST /api/moving-company/{id}/invite-user: a colleague's account with a temporary password by e-mail. */
export function useInviteCompanyUser(companyId: string) {
  return useMutation({
    mutationFn: (body: InviteCompanyUserBody) => apiRequest(routes.inviteCompanyUser, { params: { id: companyId }, body }),
  });
}
