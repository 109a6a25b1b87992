import { formatCalendarDay } from '@schemas/date-text';
import { useState } from 'react';
import { Alert, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { BookingQueueRow } from '@schemas/booking-completion';
import { priceAccuracyText } from '@schemas/booking-completion-view';
import { bookedPriceText } from '@schemas/bookings';
import { ESTIMATE_TYPE_LABELS } from '@schemas/estimates';
import { CompletionSummary } from '@web/components/booking/completion-summary';
import { LoadingState } from '@web/components/loading-state';
import { QuoteTermsList } from '@web/components/quote-terms-list';
import { useBookingQueue, type BookingQueueView } from '../api/booking-queue';
import { BookingLedger } from './booking-ledger';
import { ChargebackSummary } from './chargeback-summary';
import { DisputeRecord } from './dispute-record';
import { DisputeResolutionForm } from './dispute-resolution-form';
import { NoShowReport } from './no-show-report';

const VIEWS: Array<{ value: BookingQueueView; label: string }> = [
  { value: 'disputed', label: 'Disputes' },
  { value: 'awaiting_completion', label: 'Awaiting completion' },
  { value: 'no_shows', label: 'No-shows' },
  { value: 'hold_failed', label: 'Card holds refused' },
  { value: 'chargebacks', label: 'Chargebacks' },
];

const EMPTY: Record<BookingQueueView, string> = {
  disputed: 'No disputed moves.',
  awaiting_completion: 'No move is waiting for its company to mark it completed.',
  no_shows: 'No customer has reported that their company did not come.',
  hold_failed: 'Every protected-payment move of the next 2 days has its balance held.',
  chargebacks: 'No customer’s bank disputes a charge of a booking.',
};

/** The admin's queue of booked moves: disputes with both sides' records, moves awaiting completion, and price accuracy. */
export function BookingQueueSection() {
  const [view, setView] = useState<BookingQueueView>('disputed');
  const queue = useBookingQueue(view);
  const accuracy = queue.data?.marketplace_price_accuracy;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <SegmentedControl aria-label="Booking queue" value={view} onChange={setView} data={VIEWS} />
        {accuracy && (
          <Text size="sm" data-testid="marketplace-price-accuracy">
            Marketplace price accuracy:{' '}
            {accuracy.completed_moves === 0 ? 'no completed moves yet' : priceAccuracyText(accuracy)}
          </Text>
        )}
      </Group>
      {queue.isPending ? (
        <LoadingState label="Loading the booking queue" />
      ) : queue.isError ? (
        <Alert color="red" variant="light" role="alert">
          The booking queue could not be loaded.
        </Alert>
      ) : queue.data.rows.length === 0 ? (
        <Text c="gray.7">{EMPTY[view]}</Text>
      ) : (
        queue.data.rows.map((row) => <QueueRow key={row.quote_id} row={row} />)
      )}
    </Stack>
  );
}

function QueueRow({ row }: { row: BookingQueueRow }) {
  const type = row.terms.estimate ? ESTIMATE_TYPE_LABELS[row.terms.estimate.type] : 'Price only';
  return (
    <Paper withBorder radius="md" p="md" data-testid="booking-queue-row">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={3} size="h5">
            {row.company.name} · move day {formatCalendarDay(row.move_day)}
          </Title>
          <Text size="sm" c="gray.7">
            Booked at {bookedPriceText(row.terms)} ({type})
          </Text>
        </Group>
        <Text size="sm" data-testid="booking-queue-customer">
          Customer: {row.customer ? `${row.customer.name} · ${row.customer.email}` : 'account deleted'}
        </Text>
        <Text fw={600} size="sm">
          Terms as booked
        </Text>
        <QuoteTermsList estimate={row.terms.estimate} depositPath={row.payment_kind} />
        {row.completion ? (
          <CompletionSummary completion={row.completion} agreedTotal={row.agreed_total} />
        ) : (
          <Text size="sm">
            Awaiting completion.{' '}
            {row.completion_reminder_sent_at ? 'The company was reminded by e-mail.' : 'Reminder not sent yet.'}
          </Text>
        )}
        {row.no_show && <NoShowReport quoteId={row.quote_id} report={row.no_show} />}
        {row.chargeback && <ChargebackSummary quoteId={row.quote_id} chargeback={row.chargeback} />}
        {row.payment_kind === 'protected' && <BookingLedger quoteId={row.quote_id} />}
        {row.stage === 'DISPUTED' && row.completion?.dispute && (
          <>
            <DisputeRecord
              dispute={row.completion.dispute}
              finalPrice={row.completion.final_price}
              conversation={row.conversation}
            />
            <DisputeResolutionForm
              quoteId={row.quote_id}
              prices={{ company: row.completion.final_price, customer: row.completion.dispute.customer_price }}
              protectedPayment={row.payment_kind === 'protected'}
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}
