import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Checkbox, NativeSelect, Radio, Stack, Text, Title } from '@mantine/core';
import { aboveMaxConsent, CONCIERGE_FEE_TERMS, type ConciergeRecommendation } from '@schemas/concierge-desk';
import { formatCents, PRICES, TIMINGS } from '@schemas/constants';
import { formatDollars, formatDollarsRange } from '@schemas/money';
import { QuoteTermsList } from '@web/components/quote-terms-list';
import { CancellationWarning } from '@web/components/booking/cancellation-warning';
import type { ArrivalWindowCode } from '@schemas/bookings';
import { routes } from '@schemas/routes';
import { AppModal, ModalActions } from '@web/components/app-modal';
import { LoadingState } from '@web/components/loading-state';
import { apiRequest } from '@web/lib/api-client';
import { useApproveRecommendation } from '@web/lib/api/concierge';
import { assignAfter } from '@web/lib/browser-navigation';
import { longDayLabel } from '@web/lib/calendar/calendar-dates';
import { notify } from '@web/lib/notify';
import { useValuationChoice, ValuationChoiceFields } from '@web/components/booking/valuation-choice';
import { acknowledgedIds, MoveDocumentsAcknowledgement } from '@web/components/booking/move-documents-acknowledgement';

interface Props {
  opened: boolean;
  onClose: () => void;
  rec: ConciergeRecommendation;
  maxPrice: number | null;
  /** The $99 is paid already (an earlier booking): this one costs nothing more. */
  feePaid: boolean;
}

const FEE = formatCents(PRICES.conciergeCents);

/**
 * Approving books the recommended quote like Book on /quotes: a free day of the company and
 * an arrival window; above the maximum price the customer ticks the consent (the server
 * refuses without it). Before the customer goes on, the dialog states the price, the quote's
 * terms, the most they can be billed, and the $99 with when it comes back; the $99 checkout
 * follows when it is not paid yet.
 */
export function ApproveRecommendationDialog({ opened, onClose, rec, maxPrice, feePaid }: Props) {
  const approve = useApproveRecommendation();
  const days = useQuery({
    queryKey: ['quote', rec.quote_id, 'bookable-days'],
    queryFn: ({ signal }) => apiRequest(routes.getBookableDays, { params: { id: rec.quote_id }, signal }),
    enabled: opened,
  });
  const [day, setDay] = useState<string | null>(null);
  const [arrival, setArrival] = useState<string | null>(null);
  const [consent, setConsent] = useState(false);
  const valuation = useValuationChoice(days.data?.valuation);
  const documents = days.data?.documents ?? [];
  const [readDocuments, setReadDocuments] = useState(false);
  const needsConsent = rec.above_max && maxPrice !== null;
  const mostBilled = (rec.estimate?.worst_case ?? rec.top_price ?? rec.price) + valuation.charge;
  const ready =
    day !== null &&
    arrival !== null &&
    valuation.choice !== null &&
    (readDocuments || documents.length === 0) &&
    (!needsConsent || consent);

  function confirm() {
    if (!day || !arrival || !valuation.choice) return;
    approve.mutate(
      {
        quoteId: rec.quote_id,
        body: {
          move_day: day,
          arrival_window: arrival as ArrivalWindowCode,
          valuation: valuation.choice,
          acknowledged_documents: acknowledgedIds(documents, readDocuments),
          ...(needsConsent ? { accept_above_max: consent } : {}),
        },
      },
      {
        onSuccess: (answer) => {
          onClose();
          if (answer.paymentPending && answer.checkoutUrl) {
            notify.info(`Approved. Taking you to pay the ${FEE} Concierge fee, which confirms the booking.`);
            assignAfter(answer.checkoutUrl, TIMINGS.paymentRedirectMs);
            return;
          }
          notify.success(`Booked with ${rec.company_name}`);
        },
        onError: (error) => notify.failure('We could not book this quote', error),
      },
    );
  }

  return (
    <AppModal opened={opened} onClose={onClose} title={`Approve ${rec.company_name}?`}>
      {days.isPending ? (
        <LoadingState label="Loading the free days" />
      ) : (
        <Stack gap="md">
          <NativeSelect
            label="Move day"
            value={day ?? ''}
            onChange={(event) => setDay(event.currentTarget.value || null)}
            data={[
              { value: '', label: 'Choose a day', disabled: true },
              ...(days.data?.days ?? []).map((d) => ({ value: d, label: longDayLabel(d) })),
            ]}
            required
          />
          <Radio.Group label="Arrival window" value={arrival} onChange={setArrival} required>
            <Stack gap="xs" mt="xs">
              {(days.data?.arrival_windows ?? []).map((w) => (
                <Radio key={w.code} value={w.code} label={w.label} />
              ))}
            </Stack>
          </Radio.Group>
          <CancellationWarning day={day} estimate={rec.estimate} />
          {days.data && <ValuationChoiceFields offer={days.data.valuation} state={valuation} showErrors={false} />}
          <MoveDocumentsAcknowledgement
            documents={documents}
            ticked={readDocuments}
            onTick={setReadDocuments}
            showErrors={false}
          />
          {needsConsent && (
            <Checkbox
              label={aboveMaxConsent(maxPrice)}
              checked={consent}
              onChange={(event) => setConsent(event.currentTarget.checked)}
            />
          )}
          <Stack gap="xs">
            <Title order={3} size="h5">
              The terms you agree to
            </Title>
            <Text fw={600}>Price: {formatDollarsRange(rec.price, rec.top_price)}</Text>
            {rec.estimate && <QuoteTermsList estimate={rec.estimate} />}
            {valuation.option && (
              <Text fw={600} data-testid="most-billed-with-valuation">
                Most you can be billed, with the protection you chose: {formatDollars(mostBilled)}
              </Text>
            )}
          </Stack>
          <Stack gap={4} data-testid="concierge-fee-terms">
            <Text fw={600}>{feePaid ? CONCIERGE_FEE_TERMS.paid : CONCIERGE_FEE_TERMS.dueNow(FEE)}</Text>
            <Text size="sm" c="gray.8">
              {CONCIERGE_FEE_TERMS.refundRule}
            </Text>
          </Stack>
          {days.isError && <Text c="red.8">We could not load the company's free days.</Text>}
          <ModalActions>
            <Button onClick={confirm} disabled={!ready} loading={approve.isPending}>
              {feePaid ? 'Approve and book' : `Approve and pay ${FEE}`}
            </Button>
          </ModalActions>
        </Stack>
      )}
    </AppModal>
  );
}
