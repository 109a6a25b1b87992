import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { DEPOSIT_MESSAGES as M } from '@schemas/deposits';
import { browserNavigation } from '@web/lib/browser-navigation';
import { notify } from '@web/lib/notify';
import { queryKeys } from '@web/lib/query-keys';
import { useStartCardUpdate } from '../api/booking-actions';
import type { BookingSectionProps } from '../model/booking-section';

/** How often, and how many times, the page asks again after the customer came back from saving a card (Stripe's webhook applies it). */
const RECHECK_MS = 2_000;
const MAX_RECHECKS = 30;

/**
 * The customer's own way to replace the card of a protected-payment booking whose balance hold
 * was refused (docs/payments-for-moves.md): Stripe's page saves the new card, and back here the page says
 * so and reads the booking again until the hold is made.
 */
export function CardUpdateSection({ booking, side }: BookingSectionProps) {
  const [search] = useSearchParams();
  const returned = search.has('card_session');
  const protectedUpcoming = booking.payment.kind === 'protected' && booking.stage === 'UPCOMING';
  // Until the hold is made, not only while the refusal shows: the new card is saved (the refusal
  // forgotten) a moment before the hold is tried on it.
  const waiting = returned && protectedUpcoming && booking.payment.balance_held === null;
  useRecheckWhile(waiting, booking.quote_id);
  if (side !== 'customer' || !protectedUpcoming) return null;
  if (returned)
    return (
      <Alert color="green" variant="light" role="status" data-testid="card-saved">
        {M.cardSaved}
      </Alert>
    );
  if (!booking.payment.hold_failed) return null;
  return <UpdateCard quoteId={booking.quote_id} />;
}

function UpdateCard({ quoteId }: { quoteId: string }) {
  const start = useStartCardUpdate(quoteId);
  const open = () =>
    start.mutate(undefined, {
      onSuccess: (url) => browserNavigation.assign(url),
      onError: (error) => notify.failure('The card page could not be opened', error),
    });
  return (
    <Alert color="orange" variant="light" title={M.holdFailed} data-testid="card-update">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          Save another card on Stripe’s secure page. Nothing is charged now; the balance is held on the new card.
        </Text>
        <Button onClick={open} loading={start.isPending}>
          {M.updateCard}
        </Button>
      </Stack>
    </Alert>
  );
}

function useRecheckWhile(waiting: boolean, quoteId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!waiting) return;
    let asked = 0;
    const timer = window.setInterval(() => {
      asked += 1;
      if (asked >= MAX_RECHECKS) window.clearInterval(timer);
      void queryClient.invalidateQueries({ queryKey: queryKeys.booking(quoteId) });
    }, RECHECK_MS);
    return () => window.clearInterval(timer);
  }, [waiting, quoteId, queryClient]);
}
