import { Stack } from '@mantine/core';
import { LeadSpendConfirmModal } from '@web/components/lead-spend-confirm-modal';
import { PaymentRequiredModal } from '@web/components/payment-required-modal';
import { ReportLeadDialog } from '@web/components/report-lead-dialog';
import { QuoteEditorModal } from '../../quote-editor/quote-editor-modal';
import { useFindLeads } from '../model/use-find-leads';
import { LeadResults } from './lead-results';
import { LeadSearchFormPanel } from './lead-search-form';

/** The company's lead search: the form, its results, and the paywall, quote editor and report dialog they open. */
export function LeadSearch() {
  const finder = useFindLeads();
  return (
    <Stack gap="lg">
      <LeadSearchFormPanel initial={finder.filters} searching={finder.searching} onSearch={finder.search} />
      <LeadResults finder={finder} />
      <LeadSpendConfirmModal {...finder.spend.confirm} />
      <PaymentRequiredModal opened={finder.paywallOpened} variant="leads" onClose={finder.closePaywall} />
      <QuoteEditorModal
        moveRequestId={finder.quoteFor}
        lead={finder.leads.find((lead) => lead.id === finder.quoteFor) ?? null}
        onClose={finder.closeQuote}
        onSaved={finder.quoted}
      />
      <ReportLeadDialog lead={finder.reportFor} onClose={finder.closeReport} />
    </Stack>
  );
}
