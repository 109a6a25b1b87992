import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SearchLeadResult } from '@schemas/leads';
import { isAwaitingVerification } from '@web/components/awaiting-verification-notice';
import type { ReportedLead } from '@web/components/report-lead-dialog';
import { isApiError, isPaymentRequired } from '@web/lib/api-error';
import { useLeadSpend } from '@web/lib/lead-spend/use-lead-spend';
import { useMessageLead } from '@web/lib/messaging/use-message-actions';
import { queryKeys } from '@web/lib/query-keys';
import { useToggleSavedLead } from '../api/saved-leads';
import { useLeadSearch } from '../api/search-leads';
import { FIND_LEADS_MESSAGES as M } from '../messages';
import { customerName, routeLine } from './lead-summary';
import { EMPTY_SEARCH, type LeadSearchForm } from './search-filters';

/**
 * Everything the lead search of /find-leads shows and does (spec section 2): the submitted
 * filters and their pages of leads, saving, messaging, the quote editor, reporting a lead and
 * the paywall; quoting and messaging a lead not paid for go through the token spend (its
 * '1 token' and confirmation).
 */
export function useFindLeads() {
  const queryClient = useQueryClient();
  const { messageLead } = useMessageLead();
  const spend = useLeadSpend();
  const [filters, setFilters] = useState<LeadSearchForm>(EMPTY_SEARCH);
  const [quoteFor, setQuoteFor] = useState<string | null>(null);
  const [reportFor, setReportFor] = useState<ReportedLead | null>(null);
  const [paywallClosed, setPaywallClosed] = useState(false);
  const search = useLeadSearch(filters);
  const toggle = useToggleSavedLead();
  const leads = search.data?.pages.flatMap((page) => page.results) ?? [];
  const noCompany = isApiError(search.error) && search.error.status === 404;
  const unverified = isAwaitingVerification(search.error);
  // A 402 opens the paywall; any other failure is said once, by the results (no toast as well).
  const paymentRequired = isPaymentRequired(search.error);

  return {
    filters,
    // Search again with the same filters asks the server again: leads come and go (a booking takes one away).
    search: (form: LeadSearchForm) =>
      JSON.stringify(form) === JSON.stringify(filters) ? void search.refetch() : setFilters(form),
    /** A new search is on its way (not a further page). */
    searching: search.isFetching && !search.isFetchingNextPage,
    results: search,
    leads,
    failed: search.isError && leads.length === 0,
    /** The search's failure line: the server's when the account has no company, else the spec's. */
    failureTitle: noCompany && search.error ? search.error.message : M.searchFailed,
    unverified,
    paymentRequired,
    paywallOpened: paymentRequired && !paywallClosed,
    closePaywall: () => setPaywallClosed(true),
    isSaving: (lead: SearchLeadResult) => toggle.isPending && toggle.variables?.id === lead.id,
    toggleSaved: (lead: SearchLeadResult) => toggle.mutate({ id: lead.id, save: !lead.is_saved }),
    spend,
    message: (lead: SearchLeadResult) =>
      spend.act(lead.has_token, () => messageLead({ move_request_id: lead.id, mover_id: lead.user_id })),
    quoteFor,
    quote: (lead: SearchLeadResult) => spend.act(quotePaid(lead), () => setQuoteFor(lead.id)),
    closeQuote: () => setQuoteFor(null),
    quoted: () => void queryClient.invalidateQueries({ queryKey: queryKeys.leadSearches }),
    reportFor,
    report: (lead: SearchLeadResult) =>
      setReportFor({ id: lead.id, label: `${customerName(lead)} · ${routeLine(lead)}` }),
    closeReport: () => setReportFor(null),
  };
}

export type FindLeads = ReturnType<typeof useFindLeads>;

/** Quoting spends nothing once the lead is paid, or once a quote of it waits for a refill to pay it. */
export const quotePaid = (lead: SearchLeadResult) => lead.has_token || lead.has_existing_quote;
