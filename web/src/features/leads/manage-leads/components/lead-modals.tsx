import { LeadSpendConfirmModal } from '@web/components/lead-spend-confirm-modal';
import { PaymentRequiredModal } from '@web/components/payment-required-modal';
import { ReportLeadDialog } from '@web/components/report-lead-dialog';
import { QuoteEditorModal } from '../../quote-editor/quote-editor-modal';
import type { ManageLeads } from '../model/use-manage-leads';
import { MarkBookedModal } from './mark-booked-modal';
import { ViewBookingModal } from './view-booking-modal';
import { ViewQuoteModal } from './view-quote-modal';

/** The modals a lead card opens (the token spend's confirmation among them), and the paywall a 402 opens. */
export function LeadModals({ manager }: { manager: ManageLeads }) {
  const { modals } = manager;
  return (
    <>
      <LeadSpendConfirmModal {...manager.spend.confirm} />
      <PaymentRequiredModal opened={modals.paywallOpened} variant="leads" onClose={modals.closePaywall} />
      <QuoteEditorModal
        moveRequestId={modals.editing}
        lead={manager.loaded.find((lead) => lead.move_request_id === modals.editing)?.move_request ?? null}
        onClose={modals.closeEditor}
      />
      <ViewQuoteModal lead={modals.viewingQuote} onClose={modals.closeQuote} />
      <ViewBookingModal lead={modals.viewingBooking} onClose={modals.closeBooking} />
      <MarkBookedModal
        lead={modals.confirmingBooked}
        saving={modals.markingBooked}
        onCancel={modals.cancelBooked}
        onConfirm={modals.confirmBooked}
      />
      <ReportLeadDialog lead={modals.reportFor} onClose={modals.closeReport} />
    </>
  );
}
