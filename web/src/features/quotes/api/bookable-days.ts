import { useQuery } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** GET /quote/{id}/bookable-days: the days the customer may book and the windows offered (null id: nothing loads). */
export const useBookableDays = (quoteId: string | null) =>
  useQuery({
    queryKey: queryKeys.bookableDays(quoteId ?? ''),
    queryFn: ({ signal }) => apiRequest(routes.getBookableDays, { params: { id: quoteId! }, signal }),
    enabled: quoteId !== null,
    // A day taken by someone else since the last look must not be offered from the cache.
    staleTime: 0,
  });
