import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CompanyLead } from '@schemas/company-quotes';
import { isAwaitingVerification } from '@web/components/awaiting-verification-notice';
import type { ReportedLead } from '@web/components/report-lead-dialog';
import { isPaymentRequired } from '@web/lib/api-error';
import { useLeadSpend } from '@web/lib/lead-spend/use-lead-spend';
import { useMessageLead } from '@web/lib/messaging/use-message-actions';
import { notify } from '@web/lib/notify';
import { loadedLeads, useCompanyLeads, useMarkAsBooked, useUnsaveLead } from '../api/company-leads';
import { MANAGE_LEADS_MESSAGES as M } from '../messages';
import type { LeadAction } from './lead-actions';
import { matchesLeadFilter, parseLeadFilter, requestedFirst } from './lead-filter';

/**
 * Everything /manage-leads shows and does (spec sections 2 and 4): the company's leads a page
 * at a time (the loaded leads that requested the company first), the filter kept in `?filter=`,
 * the card actions and the modals they open (reporting a lead among them); quoting and
 * messaging a lead not paid for go through the token spend (its '1 token' and confirmation).
 */
export function useManageLeads() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = parseLeadFilter(searchParams.get('filter'));
  const leads = useCompanyLeads();
  const markAsBooked = useMarkAsBooked();
  const unsave = useUnsaveLead();
  const { messageLead } = useMessageLead();
  const spend = useLeadSpend();

  const [editing, setEditing] = useState<string | null>(null);
  const [viewingQuote, setViewingQuote] = useState<CompanyLead | null>(null);
  const [viewingBooking, setViewingBooking] = useState<CompanyLead | null>(null);
  const [confirmingBooked, setConfirmingBooked] = useState<CompanyLead | null>(null);
  const [reportFor, setReportFor] = useState<ReportedLead | null>(null);
  const [paywallClosed, setPaywallClosed] = useState(false);
  const closeEditor = useCallback(() => setEditing(null), []);

  // A 402 opens the paywall; any other failure is said once, by the list (LoadErrorAlert).
  const paymentRequired = isPaymentRequired(leads.error);
  const unverified = isAwaitingVerification(leads.error);

  function act(action: LeadAction, lead: CompanyLead) {
    if (action === 'create-quote') spend.act(lead.has_token, () => setEditing(lead.move_request_id));
    else if (action === 'edit-quote') setEditing(lead.move_request_id);
    else if (action === 'view-quote') setViewingQuote(lead);
    else if (action === 'view-booking') setViewingBooking(lead);
    else setConfirmingBooked(lead);
  }

  function confirmBooked(lead: CompanyLead) {
    if (!lead.id) return;
    markAsBooked.mutate(lead.id, {
      onSuccess: () => {
        notify.success(M.markedBooked);
        setConfirmingBooked(null);
      },
      onError: (error) => {
        console.error('Mark as Booked failed', error);
        notify.failure(M.updateFailed, error);
      },
    });
  }

  function unsaveLead(lead: CompanyLead) {
    unsave.mutate(lead.move_request_id, {
      onSuccess: () => notify.success(M.unsaved),
      onError: (error) => {
        console.error('Removing the saved lead failed', error);
        notify.failure(M.unsaveFailed, error);
      },
    });
  }

  const loaded = loadedLeads(leads.data);
  return {
    leads,
    filter,
    setFilter: (value: string | null) => setSearchParams(value ? { filter: value } : {}, { replace: true }),
    loaded,
    shown: requestedFirst(loaded.filter((lead) => matchesLeadFilter(lead, filter))),
    paymentRequired,
    unverified,
    act,
    spend,
    messageLead: (lead: CompanyLead) =>
      spend.act(lead.has_token, () =>
        messageLead({ move_request_id: lead.move_request_id, mover_id: lead.move_request.user_id }),
      ),
    unsaveLead,
    isUnsaving: (lead: CompanyLead) => unsave.isPending && unsave.variables === lead.move_request_id,
    report: setReportFor,
    modals: {
      paywallOpened: paymentRequired && !paywallClosed,
      closePaywall: () => setPaywallClosed(true),
      editing,
      closeEditor,
      viewingQuote,
      closeQuote: () => setViewingQuote(null),
      viewingBooking,
      closeBooking: () => setViewingBooking(null),
      confirmingBooked,
      cancelBooked: () => setConfirmingBooked(null),
      confirmBooked,
      markingBooked: markAsBooked.isPending,
      reportFor,
      closeReport: () => setReportFor(null),
    },
  };
}

export type ManageLeads = ReturnType<typeof useManageLeads>;
