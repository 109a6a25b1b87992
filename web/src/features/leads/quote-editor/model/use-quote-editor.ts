import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { preparedByName, type CompanyQuote } from '@schemas/company-quotes';
import { isQuoteSent } from '@schemas/enums';
import { useViewer } from '@web/hooks/use-viewer';
import { addDays, todayIso } from '@web/lib/calendar/calendar-dates';
import { queryKeys } from '@web/lib/query-keys';
import { useInventory } from '@web/lib/api/inventory';
import { checkAvailability, sendQuote, updateQuote } from '../api/company-quotes';
import {
  isEditableStatus,
  quoteResolver,
  toQuoteBody,
  toQuoteFormValues,
  type QuoteFormOutput,
  type QuoteFormValues,
} from './quote-form';
import { reportQuoteSaved, reportQuoteSaveFailed } from './save-outcome';

/** A new structured quote is valid for two weeks unless the company says otherwise. */
const QUOTE_VALID_DAYS = 14;

export interface QuoteEditorTarget {
  moveRequestId: string;
  /** The company's stored quote for the move; null for a blank draft. */
  existing: CompanyQuote | null;
  /** After a successful save (the modal closes, callers refresh their lists). */
  onDone: () => void;
}

/**
 * The quote form's state and actions (spec sections 2 and 5): the fields and their checks,
 * the calendar check before sending (a 'not available' answer asks first, a failed check does
 * not block), and the send: POST for a new or requested quote, PATCH for a sent one.
 */
export function useQuoteEditor({ moveRequestId, existing, onDone }: QuoteEditorTarget) {
  const viewer = useViewer();
  const user = viewer.status === 'signed-in' ? viewer.user : null;
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);
  const [awaitingConfirmation, setAwaitingConfirmation] = useState<QuoteFormOutput | null>(null);
  const editable = isEditableStatus(existing?.status);
  const isUpdate = existing !== null && isQuoteSent(existing.status);
  const preparedBy = user ? preparedByName(user) : (existing?.quoted_by_name ?? '');
  // The lead's inventory (the modal shows it too: one read): what a charge by volume or weight multiplies.
  const inventory = useInventory(moveRequestId, { retry: false }).data ?? null;

  const form = useForm<QuoteFormValues, unknown, QuoteFormOutput>({
    resolver: quoteResolver,
    defaultValues: toQuoteFormValues(existing, { validUntil: addDays(todayIso(), QUOTE_VALID_DAYS) }),
    mode: 'onTouched',
  });

  const save = useMutation({
    mutationFn: async (values: QuoteFormOutput) => {
      const body = toQuoteBody(values, Boolean(existing?.estimate));
      if (isUpdate) return updateQuote(existing.id, { ...body, status: 'QUOTED' });
      if (!user?.moving_company_id) throw new Error('No moving company found');
      return sendQuote({
        ...body,
        move_request_id: moveRequestId,
        moving_company_id: user.moving_company_id,
        quoted_by_user_id: user.id,
        quoted_by_name: preparedBy,
      });
    },
    onSuccess: (result) => {
      // The lead list reloads in the background; the quote itself is dropped when the modal closes.
      void queryClient.invalidateQueries({ queryKey: queryKeys.companyLeads });
      // A first quote on a lead may have spent a token: the lead pages' balance reads afresh.
      if (user?.moving_company_id) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.subscriptionDetails(user.moving_company_id) });
      }
      reportQuoteSaved(result, isUpdate);
      onDone();
    },
    onError: (error) => reportQuoteSaveFailed(error, isUpdate),
  });

  async function checkThenSave(values: QuoteFormOutput) {
    setChecking(true);
    const available = await checkAvailability(moveRequestId);
    setChecking(false);
    if (available === false) return setAwaitingConfirmation(values);
    save.mutate(values);
  }

  return {
    form,
    moveRequestId,
    inventory,
    editable,
    preparedBy,
    checking,
    saving: save.isPending,
    submit: form.handleSubmit(checkThenSave),
    /** The 'Are you available?' question, open while a checked save waits for an answer. */
    availabilityWarning: {
      opened: awaitingConfirmation !== null,
      sendAnyway: () => {
        const values = awaitingConfirmation;
        setAwaitingConfirmation(null);
        if (values) save.mutate(values);
      },
      dismiss: () => setAwaitingConfirmation(null),
    },
  };
}

export type QuoteEditor = ReturnType<typeof useQuoteEditor>;
