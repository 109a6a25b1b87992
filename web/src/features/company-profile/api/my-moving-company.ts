import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import type { MyMovingCompany, UpdateMyMovingCompanyBody } from '@schemas/company-profile';
import { apiRequest } from '@web/lib/api-client';
import { isApiError } from '@web/lib/api-error';
import { queryKeys } from '@web/lib/query-keys';

/* GET /api/my-moving-company and PATCH /api/moving-company/{id}: the company's own profile. */

export function useMyMovingCompany() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.myMovingCompany,
      queryFn: ({ signal }) => apiRequest(routes.getMyMovingCompany, { signal }),
    }),
  );
}

export const isNoCompany = (error: unknown) => isApiError(error) && error.status === 404;

export function useUpdateMyMovingCompany(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMyMovingCompanyBody) =>
      apiRequest(routes.updateMovingCompany, { params: { id: companyId }, body }),
    onSuccess: (company: MyMovingCompany) => {
      queryClient.setQueryData(queryKeys.myMovingCompany, company);
      void queryClient.invalidateQueries({ queryKey: queryKeys.movingCompany(companyId) });
    },
  });
}
