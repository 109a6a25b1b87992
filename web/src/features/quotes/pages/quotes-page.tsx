import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, Loader, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { CustomerQuote } from '@schemas/quotes';
import { LoadErrorAlert } from '@web/components/load-error-alert';
import { paths } from '@web/config/paths';
import { usePageTitle } from '@web/hooks/use-page-title';
import { isApiError } from '@web/lib/api-error';
import { useMyMoveRequest } from '@web/lib/api/get-my-move-request';
import { todayIso } from '@web/lib/calendar/calendar-dates';
import { useMyQuotes, useMySavedMovingCompanies } from '../api/my-quotes';
import { existingBookingCompany, useBookQuote, useCancelBooking, useRequestQuote, useRequestQuoteAgain } from '../api/quote-actions';
import { useMarkQuotesViewed } from '../api/quote-notifications';
import { useConciergeReturn } from '../api/concierge-return';
import { useUser } from '@web/lib/api/get-user';
import { BookingDialogs, type BookingDialog } from '../components/booking-dialogs';
import { CompareQuotes } from '../components/compare-quotes';
import { ConciergeNotice } from '../components/concierge-notice';
import { comparableQuotes } from '../model/compare-quotes';
import { QuoteCard, type MoveDates } from '../components/quote-card';
import { QuoteDetailsModal } from '../components/quote-details-modal';
import { SavedCompanyCard } from '../components/saved-company-card';
import { QUOTE_MESSAGES } from '../messages';
import { LoadingState } from '@web/components/loading-state';
import { notify } from '@web/lib/notify';
import { useMessageCompany } from '@web/lib/messaging/use-message-actions';
import { assignAfter } from '@web/lib/browser-navigation';
import { TIMINGS } from '@schemas/constants';
import {
  companyNameOf,
  currentBooking,
  formatPrice,
  isMoveExpired,
  matchesFilter,
  savedWithoutQuote,
  toggleFilter,
  type QuoteFilter,
} from '../model/quote-display';

/** The server's reason for a refused request (4xx), shown under the spec's toast title. */
const reasonOf = (error: unknown) => (isApiError(error) && error.status >= 400 && error.status < 500 ? error.message : undefined);

function failureToast(title: string, error: unknown) {
  console.error(title, error);
  const reason = reasonOf(error);
  notify.error(reason ? { title, message: reason } : title);
}

/** /quotes: the customer's quote dashboard (spec section 2). Signed-in only, see routes.tsx. */
export function QuotesPage() {
  usePageTitle('My quotes');
  const quotes = useMyQuotes();
  const saved = useMySavedMovingCompanies();
  const moveRequest = useMyMoveRequest();
  const markViewed = useMarkQuotesViewed();
  const book = useBookQuote();
  const cancel = useCancelBooking();
  const requestAgain = useRequestQuoteAgain();
  const requestQuote = useRequestQuote();

  const [filter, setFilter] = useState<QuoteFilter>('all');
  const [details, setDetails] = useState<{ id: string; open: boolean } | null>(null);
  const [dialog, setDialog] = useState<{ dialog: BookingDialog; open: boolean } | null>(null);
  const [comparing, setComparing] = useState(false);

  // Opening /quotes (and every refresh of the list seen here) marks the quotes viewed: the red dot clears.
  const { mutate: markQuotesViewed } = markViewed;
  useEffect(() => {
    if (quotes.dataUpdatedAt > 0) markQuotesViewed();
  }, [quotes.dataUpdatedAt, markQuotesViewed]);

  const list = quotes.data ?? [];
  const booking = currentBooking(list);
  const conciergeNotice = useUser().data?.concierge_notice;
  const { confirming } = useConciergeReturn(Boolean(booking) || Boolean(conciergeNotice));
  const move: MoveDates | null = moveRequest.data
    ? { start: moveRequest.data.date_range_start, end: moveRequest.data.date_range_end, expired: isMoveExpired(moveRequest.data.date_range_end, todayIso()) }
    : null;
  const shownQuotes = list.filter((q) => matchesFilter(q, filter));
  const shownSaved = filter === 'all' ? savedWithoutQuote(saved.data ?? [], list) : [];
  const comparable = comparableQuotes(list);
  const detailsQuote = details ? (list.find((q) => q.id === details.id) ?? null) : null;

  const openDialog = (next: BookingDialog) => setDialog({ dialog: next, open: true });
  const closeDialog = () => setDialog((current) => (current ? { ...current, open: false } : null));
  const closeDetails = () => setDetails((current) => (current ? { ...current, open: false } : null));
  const { messageCompany } = useMessageCompany();
  const openMessages = (quote: { moving_company_id: string; move_request_id: string }) =>
    messageCompany(quote.moving_company_id, quote.move_request_id);

  /** Book from a card's details or from the comparison: the same confirmation, then the same booking. */
  const askToBook = (quote: CustomerQuote) =>
    openDialog({ kind: 'confirm-booking', quoteId: quote.id, companyName: companyNameOf(quote), price: formatPrice(quote.price, quote.top_price) });

  const confirmBooking = (quoteId: string) =>
    book.mutate(quoteId, {
      onSuccess: (booked) => {
        // A concierge customer pays the $99 fee on checkout; the paid checkout confirms the booking.
        if (booked.paymentPending && booked.checkoutUrl) {
          closeDialog();
          notify.info(QUOTE_MESSAGES.conciergeFeePending);
          assignAfter(booked.checkoutUrl, TIMINGS.paymentRedirectMs);
          return;
        }
        openDialog({ kind: 'booked', companyName: companyNameOf(booked) });
      },
      onError: (error) => {
        const companyName = existingBookingCompany(error);
        if (companyName) return openDialog({ kind: 'already-booked', companyName });
        closeDialog();
        failureToast(QUOTE_MESSAGES.bookFailed, error);
      },
    });

  const confirmCancel = (quoteId: string) =>
    cancel.mutate(quoteId, {
      onSuccess: (cancelled) => openDialog({ kind: 'cancel-requested', companyName: companyNameOf(cancelled) }),
      onError: (error) => {
        closeDialog();
        failureToast(QUOTE_MESSAGES.cancelFailed, error);
      },
    });

  const onRequestAgain = (quote: CustomerQuote) =>
    requestAgain.mutate(quote.id, {
      onSuccess: () => notify.success(QUOTE_MESSAGES.requestSucceeded),
      onError: (error) => failureToast(QUOTE_MESSAGES.requestFailed, error),
    });

  const onRequestQuote = (moveRequestId: string, companyId: string) =>
    requestQuote.mutate(
      { move_request_id: moveRequestId, moving_company_id: companyId },
      {
        onSuccess: () => notify.success(QUOTE_MESSAGES.requestSucceeded),
        onError: (error) => failureToast(QUOTE_MESSAGES.requestFailed, error),
      },
    );

  const loading = quotes.isPending || saved.isPending || moveRequest.isPending;
  const failed = quotes.isError ? quotes : saved.isError ? saved : null;
  const nothingAtAll = !loading && list.length === 0 && (saved.data ?? []).length === 0;

  return (
    <Container size="lg" px={{ base: 'sm', sm: 'md' }} py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 28, sm: 36 }}>
          {QUOTE_MESSAGES.heading}
        </Title>
        <ConciergeNotice />
        {confirming && (
          <Alert color="blue" variant="light" role="status" icon={<Loader size="xs" />}>
            {QUOTE_MESSAGES.conciergeConfirming}
          </Alert>
        )}

        <Group gap="lg" justify="space-between" align="center">
        <Group gap="lg" role="group" aria-label="Filter quotes">
          <Checkbox
            label={QUOTE_MESSAGES.showBookedOnly}
            checked={filter === 'booked'}
            onChange={() => setFilter((current) => toggleFilter(current, 'booked'))}
          />
          <Checkbox
            label={QUOTE_MESSAGES.showQuotedOnly}
            checked={filter === 'quoted'}
            onChange={() => setFilter((current) => toggleFilter(current, 'quoted'))}
          />
        </Group>
        {!loading && !failed && comparable.length >= 2 && (
          <Button variant={comparing ? 'default' : 'filled'} aria-expanded={comparing} aria-controls="compare-quotes" onClick={() => setComparing((open) => !open)}>
            {comparing ? 'Hide comparison' : 'Compare quotes'}
          </Button>
        )}
        </Group>

        {failed ? (
          <LoadErrorAlert title="We couldn't load your quotes" error={failed.error} retrying={failed.isFetching} onRetry={() => void failed.refetch()} />
        ) : loading ? (
          <LoadingState label="Loading your quotes" />
        ) : nothingAtAll && filter === 'all' ? (
          <EmptyState />
        ) : (
          <>
            {comparing && comparable.length >= 2 && (
              <div id="compare-quotes">
                <CompareQuotes
                  quotes={comparable}
                  booking={booking}
                  onBook={askToBook}
                  onAlreadyBooked={(companyName) => openDialog({ kind: 'already-booked', companyName })}
                />
              </div>
            )}
            {shownSaved.length > 0 && (
              <Stack component="section" aria-labelledby="saved-companies-title" gap="sm">
                <Title order={2} size="h3" id="saved-companies-title">
                  Saved companies
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  {shownSaved.map((s) => (
                    <SavedCompanyCard
                      key={s.moving_company_id}
                      saved={s}
                      requesting={requestQuote.isPending && requestQuote.variables?.moving_company_id === s.moving_company_id}
                      onRequestQuote={moveRequest.data ? () => onRequestQuote(moveRequest.data!.id, s.moving_company_id) : null}
                    />
                  ))}
                </SimpleGrid>
              </Stack>
            )}
            <Stack component="section" aria-labelledby="quotes-title" gap="sm">
              <Title order={2} size="h3" id="quotes-title">
                Your quotes
              </Title>
              {shownQuotes.length === 0 ? (
                <Text c="gray.7" role="status">
                  {filter === 'all' ? 'No quotes yet. Request a quote from a saved company or from your matches.' : QUOTE_MESSAGES.noFilterResults}
                </Text>
              ) : (
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  {shownQuotes.map((q) => (
                    <QuoteCard
                      key={q.id}
                      quote={q}
                      move={move}
                      onView={() => setDetails({ id: q.id, open: true })}
                      onRequestAgain={() => onRequestAgain(q)}
                      requestingAgain={requestAgain.isPending && requestAgain.variables === q.id}
                      onMessages={() => openMessages(q)}
                    />
                  ))}
                </SimpleGrid>
              )}
            </Stack>
          </>
        )}
        {!loading && !failed && <Text size="sm" c="gray.7">{QUOTE_MESSAGES.tip}</Text>}
      </Stack>

      <QuoteDetailsModal
        quote={detailsQuote}
        opened={details?.open ?? false}
        booking={booking}
        move={move}
        onClose={closeDetails}
        onMessage={() => detailsQuote && openMessages(detailsQuote)}
        onBook={() => {
          if (!detailsQuote) return;
          closeDetails();
          askToBook(detailsQuote);
        }}
        onAlreadyBooked={(companyName) => {
          closeDetails();
          openDialog({ kind: 'already-booked', companyName });
        }}
        onCancelBooking={() => {
          if (!detailsQuote) return;
          closeDetails();
          openDialog({ kind: 'confirm-cancel', quoteId: detailsQuote.id, companyName: companyNameOf(detailsQuote) });
        }}
      />
      <BookingDialogs
        dialog={dialog?.dialog ?? null}
        opened={dialog?.open ?? false}
        onClose={closeDialog}
        onConfirm={(d) => (d.kind === 'confirm-booking' ? confirmBooking(d.quoteId) : confirmCancel(d.quoteId))}
        busy={book.isPending || cancel.isPending}
      />
    </Container>
  );
}

function EmptyState() {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} role="status">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3">
          {QUOTE_MESSAGES.emptyTitle}
        </Title>
        <Text c="gray.7">{QUOTE_MESSAGES.emptyText}</Text>
        <Button component={Link} to={paths.moveInfo}>
          View or edit move details
        </Button>
      </Stack>
    </Paper>
  );
}
