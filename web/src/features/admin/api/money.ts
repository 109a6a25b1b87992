import { useQuery } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import { apiRequest } from '@web/lib/api-client';

/* GET /admin/money and GET /admin/bookings/{id}/ledger: the books of protected-payment money. */

export function useAdminMoney() {
  return useQuery({
    queryKey: ['admin', 'money'],
    queryFn: ({ signal }) => apiRequest(routes.getAdminMoney, { signal }),
  });
}

/** A booking's ledger, asked for when the admin opens it. */
export function useBookingLedger(quoteId: string, open: boolean) {
  return useQuery({
    queryKey: ['admin', 'booking-ledger', quoteId],
    queryFn: ({ signal }) => apiRequest(routes.getBookingLedger, { params: { id: quoteId }, signal }),
    enabled: open,
  });
}
