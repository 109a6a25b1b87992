import { useState } from 'react';
import { Alert, Button, Center, Loader, NativeSelect, Radio, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ArrivalWindow, ArrivalWindowCode, BookQuoteBody } from '@schemas/bookings';
import type { CustomerQuote } from '@schemas/quotes';
import { AppModal, ModalActions } from '@web/components/app-modal';
import { QuoteTermsList } from '@web/components/quote-terms-list';
import { CancellationWarning } from '@web/components/booking/cancellation-warning';
import { useValuationChoice, ValuationChoiceFields } from '@web/components/booking/valuation-choice';
import { acknowledgedIds, MoveDocumentsAcknowledgement } from '@web/components/booking/move-documents-acknowledgement';
import { formatDollars } from '@schemas/money';
import { longDayLabel } from '@web/lib/calendar/calendar-dates';
import { useBookableDays } from '../api/bookable-days';
import { QUOTE_DASHBOARD_MESSAGES as M } from '../messages';
import { companyNameOf, formatPrice } from '../model/quote-display';
import { BookingPaymentNote, depositThroughMoveMatch } from './booking-payment-note';
import { DEPOSIT_MESSAGES } from '@schemas/deposits';

/** What a confirmed booking chose, with the window's words for the 'booked' notice. */
export interface BookDayChoice {
  body: BookQuoteBody;
  window: ArrivalWindow;
}

interface BookDayDialogProps {
  opened: boolean;
  /** The quote being booked, as the customer's list has it now (its terms may change while the dialog is open). */
  quote: CustomerQuote | null;
  busy: boolean;
  /** The server's refusal of the last try (day full, not available, terms changed), shown in the dialog. */
  error: string | null;
  onClose: () => void;
  onConfirm: (choice: BookDayChoice) => void;
  onMessage: (quote: CustomerQuote) => void;
}

/**
 * The booking dialog: the move day (only the days the company can still take), the arrival
 * window, the terms being agreed, and the privacy sentence, then 'Confirm booking'.
 */
export function BookDayDialog(props: BookDayDialogProps) {
  return (
    <AppModal opened={props.opened} title={M.bookTitle} onClose={props.busy ? () => undefined : props.onClose}>
      {props.quote && <BookDayForm {...props} quote={props.quote} />}
    </AppModal>
  );
}

function BookDayForm({
  quote,
  busy,
  error,
  onClose,
  onConfirm,
  onMessage,
}: BookDayDialogProps & { quote: CustomerQuote }) {
  const free = useBookableDays(quote.id);
  // From the list as it is now: a refused booking whose terms changed shows the new ones.
  const companyName = companyNameOf(quote);
  const price = formatPrice(quote.price, quote.top_price);
  const deposit = depositThroughMoveMatch(quote);
  const [day, setDay] = useState('');
  const [windowCode, setWindowCode] = useState<ArrivalWindowCode | ''>('');
  const [tried, setTried] = useState(false);
  const days = free.data?.days ?? [];
  const windows = free.data?.arrival_windows ?? [];
  // A refreshed list without the chosen day (taken meanwhile) asks for another.
  const chosenDay = days.includes(day) ? day : '';
  const chosenWindow = windows.find((w) => w.code === windowCode) ?? null;
  const canChoose = free.isSuccess && days.length > 0;
  const valuation = useValuationChoice(free.data?.valuation);
  const documents = free.data?.documents ?? [];
  const [readDocuments, setReadDocuments] = useState(false);
  const mostBilled = (quote.estimate?.worst_case ?? quote.top_price ?? quote.price ?? 0) + valuation.charge;

  const confirm = () => {
    setTried(true);
    if (chosenDay && chosenWindow && valuation.choice && (readDocuments || documents.length === 0))
      onConfirm({
        body: {
          move_day: chosenDay,
          arrival_window: chosenWindow.code,
          valuation: valuation.choice,
          acknowledged_documents: acknowledgedIds(documents, readDocuments),
        },
        window: chosenWindow,
      });
  };

  return (
    <Stack gap="md">
      <Text>{M.bookIntro(companyName, price)}</Text>
      {free.isPending ? (
        <Center py="md" role="status">
          <Loader size="sm" aria-hidden="true" />
          <VisuallyHidden>{M.loadingDays}</VisuallyHidden>
        </Center>
      ) : free.isError ? (
        <Alert color="red" role="alert" title={M.daysFailed}>
          {free.error.message}
        </Alert>
      ) : days.length === 0 ? (
        <Alert color="yellow" role="status">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{M.noFreeDay}</Text>
            <Button size="xs" variant="light" onClick={() => onMessage(quote)}>
              Send message
            </Button>
          </Stack>
        </Alert>
      ) : (
        <>
          <NativeSelect
            label={M.moveDay}
            value={chosenDay}
            onChange={(event) => setDay(event.currentTarget.value)}
            data={[
              { value: '', label: M.pickDayPlaceholder, disabled: true },
              ...days.map((d) => ({ value: d, label: longDayLabel(d) })),
            ]}
            error={tried && !chosenDay ? M.pickDay : undefined}
            required
          />
          <Radio.Group
            label={M.arrivalWindow}
            value={windowCode}
            onChange={(value) => setWindowCode(value)}
            error={tried && !chosenWindow ? M.chooseWindow : undefined}
            required
          >
            <Stack gap="xs" mt="xs">
              {windows.map((w) => (
                <Radio key={w.code} value={w.code} label={w.label} />
              ))}
            </Stack>
          </Radio.Group>
          <CancellationWarning day={chosenDay || null} estimate={quote.estimate} />
          <ValuationChoiceFields offer={free.data.valuation} state={valuation} showErrors={tried} />
        </>
      )}
      <Stack gap="xs">
        <Title order={3} size="h5">
          {M.termsHeading}
        </Title>
        <Text fw={600}>Price: {price}</Text>
        {quote.estimate && (
          <QuoteTermsList estimate={quote.estimate} depositPath={deposit === null ? 'direct' : 'protected'} />
        )}
        {canChoose && valuation.option && (
          <Text fw={600} data-testid="most-billed-with-valuation">
            {M.mostBilledWithValuation(formatDollars(mostBilled))}
          </Text>
        )}
      </Stack>
      {error && (
        <Alert color="red" role="alert" title={M.bookFailed}>
          {error}
        </Alert>
      )}
      {canChoose && (
        <MoveDocumentsAcknowledgement
          documents={documents}
          ticked={readDocuments}
          onTick={setReadDocuments}
          showErrors={tried}
        />
      )}
      <BookingPaymentNote deposit={deposit} mostBilled={mostBilled} />
      <Text size="sm">{M.bookPrivacy(companyName)}</Text>
      <ModalActions>
        <Button variant="default" onClick={onClose} disabled={busy}>
          Go back
        </Button>
        <Button onClick={confirm} loading={busy} disabled={!canChoose}>
          {bookButtonLabel(deposit)}
        </Button>
      </ModalActions>
    </Stack>
  );
}

/** Confirm, pay the deposit, or save the card: what the press of the button does. */
function bookButtonLabel(deposit: number | null): string {
  if (deposit === null) return 'Confirm booking';
  return deposit > 0 ? DEPOSIT_MESSAGES.bookAndPay(formatDollars(deposit)) : DEPOSIT_MESSAGES.bookAndSaveCard;
}
