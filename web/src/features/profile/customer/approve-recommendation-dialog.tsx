import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Checkbox, NativeSelect, Radio, Stack, Text } from '@mantine/core';
import { aboveMaxConsent, type ConciergeRecommendation } from '@schemas/concierge-desk';
import type { ArrivalWindowCode } from '@schemas/bookings';
import { TIMINGS } from '@schemas/constants';
import { routes } from '@schemas/routes';
import { AppModal } from '@web/components/app-modal';
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
}

/**
 * Approving books the recommended quote like Book on /quotes: a free day of the company and
 * an arrival window; above the maximum price the customer ticks the consent (the server
 * refuses without it). The $99 checkout follows when it is not paid yet.
 */
export function ApproveRecommendationDialog({ opened, onClose, rec, maxPrice }: Props) {
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
            notify.info('Approved. Taking you to pay the $99 Concierge fee, which confirms the booking.');
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
          {days.isError && <Text c="red.8">We could not load the company's free days.</Text>}
          <Button onClick={confirm} disabled={!ready} loading={approve.isPending}>
            Approve and book
          </Button>
        </Stack>
      )}
    </AppModal>
  );
}
