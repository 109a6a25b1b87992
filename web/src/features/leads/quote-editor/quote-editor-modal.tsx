import { useEffect, useRef } from 'react';
import type { CompanyQuote } from '@schemas/company-quotes';
import { isQuoteSent } from '@schemas/enums';
import type { MoveRequest } from '@schemas/move-requests';
import { AppModal } from '@web/components/app-modal';
import { LeadInventory } from '@web/components/inventory/inventory-list';
import { LoadingState } from '@web/components/loading-state';
import { notify } from '@web/lib/notify';
import { useCompanyQuote } from './api/company-quotes';
import { LeadFactsPanel } from './components/lead-facts-panel';
import { QuoteForm } from './components/quote-form';
import { QUOTE_EDITOR_MESSAGES as M } from './messages';
import { isEditableStatus } from './model/quote-form';
import classes from './quote-editor-modal.module.css';

/**
 * The company's create-or-edit quote modal (spec section 2, Find leads; section 5, Quote),
 * shared by Find leads and Manage leads.
 */
export interface QuoteEditorModalProps {
  /** The lead being quoted; null keeps the modal closed. */
  moveRequestId: string | null;
  /** The lead's move, when the caller has it: the editor names whom and what the quote is for. */
  lead?: MoveRequest | null;
  onClose: () => void;
  /** After the quote was sent or updated (callers refresh their lists). */
  onSaved?: () => void;
}

/**
 * Loads the company's quote for the move (none: a blank draft, status QUOTE_REQUESTED) on
 * every opening; a failed load toasts the spec's line and closes. The form does the rest.
 */
export function QuoteEditorModal({ moveRequestId, lead, onClose, onSaved }: QuoteEditorModalProps) {
  const quote = useCompanyQuote(moveRequestId);
  const failed = moveRequestId !== null && quote.isError && !quote.isFetching;
  useCloseOnFailure(failed, quote.error, onClose);

  return (
    <AppModal
      title={quote.isPending ? M.titleLoading : editorTitle(quote.data ?? null)}
      opened={moveRequestId !== null && !failed}
      onClose={onClose}
      size={lead ? 'wide' : 'md'}
      fullScreenOnPhone
    >
      {quote.isPending || quote.isError || moveRequestId === null ? (
        <LoadingState label={M.loading} />
      ) : (
        <div className={classes.layout} data-beside={lead ? true : undefined}>
          {/* The lead's facts beside the form (issue 40 item 9); without the lead, its inventory above it. */}
          {lead ? <LeadFactsPanel lead={lead} /> : <LeadInventory moveRequestId={moveRequestId} />}
          <QuoteForm
            moveRequestId={moveRequestId}
            existing={quote.data}
            onCancel={onClose}
            onDone={() => (onSaved?.(), onClose())}
          />
        </div>
      )}
    </AppModal>
  );
}

/** A quote that cannot be loaded: the spec's toast, then the modal closes (once per failure). */
function useCloseOnFailure(failed: boolean, error: unknown, onClose: () => void) {
  // Callers may pass a new onClose on every render; the failure closes once.
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!failed) return;
    console.error('Loading the quote failed', error);
    notify.failure(M.showFailed);
    closeRef.current();
  }, [failed, error]);
}

function editorTitle(existing: CompanyQuote | null): string {
  if (!existing || !isQuoteSent(existing.status)) return M.createTitle;
  return isEditableStatus(existing.status) ? M.editTitle : M.readOnlyTitle;
}
