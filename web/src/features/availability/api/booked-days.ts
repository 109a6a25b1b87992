import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { bookedMarks } from '../model/booked-days';

/** GET /api/my-moving-company/booked-days for one calendar page, as marks by date (null company: nothing loads). */
export const useBookedDays = (companyId: string | null, start: string, end: string) =>
  useQuery({
    queryKey: queryKeys.bookedDaysPage(start, end),
    queryFn: ({ signal }) => apiRequest(routes.listBookedDays, { query: { start_date: start, end_date: end }, signal }),
    enabled: companyId !== null,
    placeholderData: keepPreviousData,
    select: (data) => bookedMarks(data.days, data.crews_per_day),
  });
