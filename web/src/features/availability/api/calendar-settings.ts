import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import type { CalendarSettings } from '@schemas/bookings';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/* GET and PUT /api/my-moving-company/calendar-settings: crews per day and the company's own arrival window. */

export const useCalendarSettings = (enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.calendarSettings,
    queryFn: ({ signal }) => apiRequest(routes.getCalendarSettings, { signal }),
    enabled,
  });

export function useSaveCalendarSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CalendarSettings) => apiRequest(routes.updateCalendarSettings, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.calendarSettings, saved);
      // The booked days show "n of crews" with the crews saved now.
      void queryClient.invalidateQueries({ queryKey: queryKeys.bookedDays });
    },
  });
}
