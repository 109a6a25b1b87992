import { useEffect, useState } from 'react';
import type { CustomerQuote } from '@schemas/quotes';
import { useMyMoveRequest } from '@web/lib/api/get-my-move-request';
import { todayIso } from '@web/lib/calendar/calendar-dates';
import { useMessageCompany } from '@web/lib/messaging/use-message-actions';
import { notify } from '@web/lib/notify';
import { useMyQuotes, useMySavedMovingCompanies } from '../api/my-quotes';
import { useRequestQuote, useRequestQuoteAgain } from '../api/quote-actions';
import { useMarkQuotesViewed } from '../api/quote-notifications';
import type { MoveDates } from '../components/quote-card';
import { QUOTE_DASHBOARD_MESSAGES } from '../messages';
import { comparableQuotes } from './compare-quotes';
import { failureToast } from './failure-toast';
import {
  currentBooking,
  isMoveExpired,
  matchesFilter,
  savedWithoutQuote,
  toggleFilter,
  type QuoteFilter,
} from './quote-display';
import { useBookingFlow } from './use-booking-flow';

/**
 * Everything /quotes shows and does (spec section 2): the customer's quotes and saved
 * companies, the filter, the comparison, requesting quotes, messaging and the booking flow.
 */
export function useQuoteDashboard() {
  const quotes = useMyQuotes();
  const saved = useMySavedMovingCompanies();
  const moveRequest = useMyMoveRequest();
  const requestAgain = useRequestQuoteAgain();
  const requestQuote = useRequestQuote();
  const [filter, setFilter] = useState<QuoteFilter>('all');
  const [comparing, setComparing] = useState(false);

  // Opening /quotes (and every refresh of the list seen here) marks the quotes viewed: the red dot clears.
  const { mutate: markQuotesViewed } = useMarkQuotesViewed();
  useEffect(() => {
    if (quotes.dataUpdatedAt > 0) markQuotesViewed();
  }, [quotes.dataUpdatedAt, markQuotesViewed]);

  const list = quotes.data ?? [];
  const savedList = saved.data ?? [];
  const booking = currentBooking(list);
  const move: MoveDates | null = moveRequest.data
    ? {
        start: moveRequest.data.date_range_start,
        end: moveRequest.data.date_range_end,
        expired: isMoveExpired(moveRequest.data.date_range_end, todayIso()),
        inventoryVersion: moveRequest.data.inventory?.version ?? null,
        regime: moveRequest.data.move_regime,
      }
    : null;
  const loading = quotes.isPending || saved.isPending || moveRequest.isPending;
  const failed = quotes.isError ? quotes : saved.isError ? saved : null;

  const { messageCompany } = useMessageCompany();
  const openMessages = (quote: { moving_company_id: string; move_request_id: string }) =>
    messageCompany(quote.moving_company_id, quote.move_request_id);

  const requested = {
    onSuccess: () => notify.success(QUOTE_DASHBOARD_MESSAGES.requestSucceeded),
    onError: (error: Error) => failureToast(QUOTE_DASHBOARD_MESSAGES.requestFailed, error),
  };
  const moveRequestId = moveRequest.data?.id;
  const flow = useBookingFlow(list);

  return {
    loading,
    failed,
    nothingAtAll: !loading && list.length === 0 && savedList.length === 0,
    filter,
    toggleFilter: (which: Exclude<QuoteFilter, 'all'>) => setFilter((current) => toggleFilter(current, which)),
    comparing,
    toggleComparing: () => setComparing((open) => !open),
    comparable: comparableQuotes(list),
    booking,
    move,
    shownQuotes: list.filter((q) => matchesFilter(q, filter)),
    shownSaved: filter === 'all' ? savedWithoutQuote(savedList, list) : [],
    openMessages,
    requestAgain: (quote: CustomerQuote) => requestAgain.mutate(quote.id, requested),
    requestingAgain: (quoteId: string) => requestAgain.isPending && requestAgain.variables === quoteId,
    /** Null without a move request: there is nothing to quote on yet. */
    requestQuote: moveRequestId
      ? (companyId: string) =>
          requestQuote.mutate({ move_request_id: moveRequestId, moving_company_id: companyId }, requested)
      : null,
    requestingQuote: (companyId: string) =>
      requestQuote.isPending && requestQuote.variables?.moving_company_id === companyId,
    flow,
  };
}

export type QuoteDashboard = ReturnType<typeof useQuoteDashboard>;
