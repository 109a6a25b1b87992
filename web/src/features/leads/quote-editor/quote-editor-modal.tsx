import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { preparedByName, type CompanyQuote } from '@schemas/company-quotes';
import { TIMINGS } from '@schemas/constants';
import { isQuoteSent, QUOTE_STATUS_LABELS } from '@schemas/enums';
import { routes } from '@schemas/routes';
import type { MoveRequest } from '@schemas/move-requests';
import { formatDateRange } from '@web/lib/calendar/calendar-dates';
import { routeErrorBody } from '@web/lib/api-error';
import { useViewer } from '@web/hooks/use-viewer';
import { checkAvailability, sendQuote, updateQuote, useCompanyQuote } from './api/company-quotes';
import { AvailabilityWarningModal } from './components/availability-warning-modal';
import { AppModal } from '@web/components/app-modal';
import { FormNumberInput } from '@web/components/form-number-input';
import { QUOTE_EDITOR_MESSAGES } from './messages';
import {
  isEditableStatus,
  quoteResolver,
  toQuoteFormValues,
  type QuoteFormOutput,
  type QuoteFormValues,
} from './model/quote-form';
import { LoadingState } from '@web/components/loading-state';
import { queryKeys } from '@web/lib/query-keys';
import { notify } from '@web/lib/notify';
import { assignAfter } from '@web/lib/browser-navigation';

/** The price fields: dollars with cents, thousands separated. */
const PRICE_INPUT = { prefix: '$', thousandSeparator: ',', decimalScale: 2, inputMode: 'decimal' } as const;

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
 * Loads the company's quote for the move (none: a blank draft, status QUOTE_REQUESTED),
 * checks the company's calendar before sending (a failed check does not block), and sends
 * it: POST for a new or requested quote, PATCH for a sent one.
 */
export function QuoteEditorModal({ moveRequestId, lead, onClose, onSaved }: QuoteEditorModalProps) {
  const quote = useCompanyQuote(moveRequestId);
  const failed = moveRequestId !== null && quote.isError && !quote.isFetching;
  // Callers may pass a new onClose on every render; the failure closes once.
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!failed) return;
    console.error('Loading the quote failed', quote.error);
    notify.failure(QUOTE_EDITOR_MESSAGES.showFailed);
    closeRef.current();
  }, [failed, quote.error]);

  const existing = quote.data ?? null;
  const title =
    existing && isQuoteSent(existing.status)
      ? isEditableStatus(existing.status)
        ? 'View or edit quote'
        : 'Your quote'
      : 'Create & send quote';

  return (
    <AppModal
      title={quote.isPending ? 'Quote' : title}
      opened={moveRequestId !== null && !failed}
      onClose={onClose}
      fullScreenOnPhone
    >
      {quote.isPending || quote.isError || moveRequestId === null ? (
        <LoadingState label="Loading the quote" />
      ) : (
        <Stack gap="md">
          {lead && (
            <Text fw={600} data-testid="quote-editor-lead">
              {leadSummary(lead)}
            </Text>
          )}
          <QuoteForm
            moveRequestId={moveRequestId}
            existing={existing}
            onCancel={onClose}
            onDone={() => (onSaved?.(), onClose())}
          />
        </Stack>
      )}
    </AppModal>
  );
}

/** 'For Jordan · Raleigh, NC → Charlotte, NC · Dec 14 – Dec 16, 2026'. */
export function leadSummary(lead: MoveRequest): string {
  const place = (location: MoveRequest['move_request_from']) => `${location.city}, ${location.state}`;
  const who = lead.user?.firstName.trim();
  const route = `${place(lead.move_request_from)} → ${place(lead.move_request_to)}`;
  const dates = formatDateRange(lead.date_range_start, lead.date_range_end);
  return [who ? `For ${who}` : null, route, dates].filter(Boolean).join(' · ');
}

interface QuoteFormProps {
  moveRequestId: string;
  existing: CompanyQuote | null;
  onCancel: () => void;
  onDone: () => void;
}

function QuoteForm({ moveRequestId, existing, onCancel, onDone }: QuoteFormProps) {
  const viewer = useViewer();
  const user = viewer.status === 'signed-in' ? viewer.user : null;
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);
  const [awaitingConfirmation, setAwaitingConfirmation] = useState<QuoteFormOutput | null>(null);
  const editable = isEditableStatus(existing?.status);
  const isUpdate = existing !== null && isQuoteSent(existing.status);
  const preparedBy = user ? preparedByName(user) : (existing?.quoted_by_name ?? '');

  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<QuoteFormValues, unknown, QuoteFormOutput>({
    resolver: quoteResolver,
    defaultValues: toQuoteFormValues(existing),
    mode: 'onTouched',
  });

  const save = useMutation({
    mutationFn: async (values: QuoteFormOutput) => {
      if (isUpdate) return updateQuote(existing.id, { ...values, status: 'QUOTED' });
      if (!user?.moving_company_id) throw new Error('No moving company found');
      return sendQuote({
        ...values,
        move_request_id: moveRequestId,
        moving_company_id: user.moving_company_id,
        quoted_by_user_id: user.id,
        quoted_by_name: preparedBy,
      });
    },
    onSuccess: (result) => {
      // The lead list reloads in the background; the quote itself is dropped when the modal closes.
      void queryClient.invalidateQueries({ queryKey: queryKeys.companyLeads });
      if (result.paymentPending && result.checkoutUrl) {
        notify.info(isUpdate ? QUOTE_EDITOR_MESSAGES.updatedPaymentPending : QUOTE_EDITOR_MESSAGES.sentPaymentPending);
        redirectSoon(result.checkoutUrl);
      } else {
        notify.success(isUpdate ? QUOTE_EDITOR_MESSAGES.updated : QUOTE_EDITOR_MESSAGES.created);
      }
      onDone();
    },
    onError: (error) => {
      console.error('Saving the quote failed', error);
      const checkoutUrl = paymentCheckoutUrl(error);
      if (checkoutUrl) {
        notify.failure(QUOTE_EDITOR_MESSAGES.paymentRequired);
        redirectSoon(checkoutUrl);
        return;
      }
      notify.failure(isUpdate ? QUOTE_EDITOR_MESSAGES.updateFailed : QUOTE_EDITOR_MESSAGES.createFailed, error);
    },
  });

  async function submit(values: QuoteFormOutput) {
    setChecking(true);
    const available = await checkAvailability(moveRequestId);
    setChecking(false);
    if (available === false) return setAwaitingConfirmation(values);
    save.mutate(values);
  }

  return (
    <>
      <form onSubmit={handleSubmit(submit)} noValidate>
        <Stack gap="md">
          {!editable && existing && (
            <Alert color="gray" variant="light">
              This quote is {QUOTE_STATUS_LABELS[existing.status].toLowerCase()} and can no longer be edited.
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <FormNumberInput
              {...PRICE_INPUT}
              control={control}
              name="price"
              label="Total quote amount or range start"
              required
              disabled={!editable}
              error={errors.price?.message}
              data-autofocus
            />
            <FormNumberInput
              {...PRICE_INPUT}
              control={control}
              name="top_price"
              label="Range end"
              description="Optional"
              disabled={!editable}
              error={errors.top_price?.message}
            />
          </SimpleGrid>
          <Textarea
            label="Description"
            description="What the price includes: crew, truck, hours, packing…"
            rows={5}
            maxLength={4000}
            disabled={!editable}
            error={errors.description?.message}
            {...register('description')}
          />
          <TextInput label="Prepared by" value={preparedBy} readOnly variant="filled" />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onCancel}>
              {editable ? 'Cancel' : 'Close'}
            </Button>
            {editable && (
              <Button type="submit" loading={save.isPending} disabled={checking}>
                {checking ? QUOTE_EDITOR_MESSAGES.checking : QUOTE_EDITOR_MESSAGES.save}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
      <AvailabilityWarningModal
        opened={awaitingConfirmation !== null}
        onNo={() => setAwaitingConfirmation(null)}
        onYes={() => {
          const values = awaitingConfirmation;
          setAwaitingConfirmation(null);
          if (values) save.mutate(values);
        }}
      />
    </>
  );
}

/** A 402 (or a pending payment) carrying a checkout address: the spec redirects after 3 s. */
function paymentCheckoutUrl(error: unknown): string | null {
  const url =
    routeErrorBody(routes.sendCompanyQuote, 402, error)?.checkoutUrl ??
    routeErrorBody(routes.updateCompanyQuote, 402, error)?.checkoutUrl;
  return url || null;
}

/** The spec's 3 s between the note and the checkout. */
function redirectSoon(url: string) {
  assignAfter(url, TIMINGS.paymentRedirectMs);
}
