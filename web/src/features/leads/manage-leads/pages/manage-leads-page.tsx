import { useCallback, useEffect, useState } from 'react';
import {
  Center,
  Container,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useSearchParams } from 'react-router';
import { LEAD_FILTERS } from '@schemas/enums';
import type { CompanyLead } from '@schemas/company-quotes';
import { LoadErrorAlert } from '@web/components/load-error-alert';
import { PaymentRequiredModal, PaymentRequiredNotice } from '@web/components/payment-required-modal';
import { usePageTitle } from '@web/hooks/use-page-title';
import { isApiError, isPaymentRequired } from '@web/lib/api-error';
import { notify } from '@web/lib/notify';
import { QuoteEditorModal } from '../../quote-editor/quote-editor-modal';
import { loadedLeads, useCompanyLeads, useMarkAsBooked, useUnsaveLead } from '../api/company-leads';
import { LoadMore } from '@web/components/load-more';
import { useMessageLead } from '@web/lib/messaging/use-message-actions';
import { LeadCard } from '../components/lead-card';
import { MarkBookedModal } from '../components/mark-booked-modal';
import { ViewBookingModal } from '../components/view-booking-modal';
import { ViewQuoteModal } from '../components/view-quote-modal';
import { MANAGE_LEADS_MESSAGES as M } from '../messages';
import type { LeadAction } from '../model/lead-actions';
import { LEAD_FILTER_LABELS, matchesLeadFilter, parseLeadFilter } from '../model/lead-filter';
import { AwaitingVerificationNotice, isAwaitingVerification } from '@web/components/awaiting-verification-notice';

const FILTER_OPTIONS = LEAD_FILTERS.map((value) => ({ value, label: LEAD_FILTER_LABELS[value] }));

/** /manage-leads: the company's quotes and saved leads by status (spec sections 2 and 4). */
export function ManageLeadsPage() {
  usePageTitle(M.title);
  const { messageLead } = useMessageLead();
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = parseLeadFilter(searchParams.get('filter'));
  const leads = useCompanyLeads();
  const markAsBooked = useMarkAsBooked();
  const unsave = useUnsaveLead();

  const [editing, setEditing] = useState<string | null>(null);
  const [viewingQuote, setViewingQuote] = useState<CompanyLead | null>(null);
  const [viewingBooking, setViewingBooking] = useState<CompanyLead | null>(null);
  const [confirmingBooked, setConfirmingBooked] = useState<CompanyLead | null>(null);
  const [paywallClosed, setPaywallClosed] = useState(false);
  const closeEditor = useCallback(() => setEditing(null), []);

  // Spec section 8: a 402 opens the paywall; any other failure says 'Error finding leads'.
  const paymentRequired = isPaymentRequired(leads.error);
  const unverified = isAwaitingVerification(leads.error);
  useEffect(() => {
    if (leads.isError && !paymentRequired && !unverified) notify.error(M.loadFailed);
  }, [leads.isError, paymentRequired, unverified]);

  function onAction(action: LeadAction, lead: CompanyLead) {
    if (action === 'create-quote' || action === 'edit-quote') setEditing(lead.move_request_id);
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
        notify.error({ title: M.updateFailed, message: isApiError(error) ? error.message : '' });
      },
    });
  }

  function onUnsave(lead: CompanyLead) {
    unsave.mutate(lead.move_request_id, {
      onSuccess: () => notify.success(M.unsaved),
      onError: (error) => {
        console.error('Removing the saved lead failed', error);
        notify.error(M.unsaveFailed);
      },
    });
  }

  const loaded = loadedLeads(leads.data);
  const shown = loaded.filter((lead) => matchesLeadFilter(lead, filter));
  const loadMore = leads.hasNextPage && (
    <LoadMore
      label={M.loadMore}
      loading={leads.isFetchingNextPage}
      failed={leads.isFetchNextPageError}
      onMore={() => void leads.fetchNextPage()}
    />
  );

  return (
    <Container size="lg" px={{ base: 'sm', sm: 'md' }} py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="md">
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            {M.title}
          </Title>
          <Select
            label="Filter leads"
            placeholder={M.filterPlaceholder}
            data={FILTER_OPTIONS}
            value={filter}
            onChange={(value) => setSearchParams(value ? { filter: value } : {}, { replace: true })}
            clearable
            allowDeselect
            w={{ base: '100%', xs: 260 }}
            comboboxProps={{ withinPortal: true }}
          />
        </Group>

        {leads.isPending ? (
          <Center py="xl" role="status" aria-live="polite">
            <Stack align="center" gap="xs">
              <Loader aria-hidden="true" />
              <Text c="gray.7">{M.loading}</Text>
            </Stack>
          </Center>
        ) : unverified ? (
          <AwaitingVerificationNotice />
        ) : paymentRequired ? (
          <PaymentRequiredNotice variant="leads" />
        ) : leads.isError && !leads.data ? (
          <LoadErrorAlert
            title={M.loadFailed}
            error={leads.error}
            retrying={leads.isFetching}
            onRetry={() => void leads.refetch()}
          />
        ) : shown.length === 0 ? (
          <>
            <Stack align="center" gap={4} py="xl" ta="center" role="status">
              <Title order={2} size="h3">
                {M.emptyTitle}
              </Title>
              <Text c="gray.7">{M.emptyHint}</Text>
            </Stack>
            {loadMore}
          </>
        ) : (
          <>
            <VisuallyHidden role="status">{`${shown.length} ${shown.length === 1 ? 'lead' : 'leads'}`}</VisuallyHidden>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              {shown.map((lead) => (
                <LeadCard
                  key={`${lead.type}-${lead.move_request_id}`}
                  lead={lead}
                  onAction={onAction}
                  onMessages={(card) =>
                    messageLead({ move_request_id: card.move_request_id, mover_id: card.move_request.user_id })
                  }
                  onUnsave={onUnsave}
                  unsaving={unsave.isPending && unsave.variables === lead.move_request_id}
                />
              ))}
            </SimpleGrid>
            {loadMore}
          </>
        )}
      </Stack>

      <PaymentRequiredModal
        opened={paymentRequired && !paywallClosed}
        variant="leads"
        onClose={() => setPaywallClosed(true)}
      />
      <QuoteEditorModal
        moveRequestId={editing}
        lead={loaded.find((lead) => lead.move_request_id === editing)?.move_request ?? null}
        onClose={closeEditor}
      />
      <ViewQuoteModal lead={viewingQuote} onClose={() => setViewingQuote(null)} />
      <ViewBookingModal lead={viewingBooking} onClose={() => setViewingBooking(null)} />
      <MarkBookedModal
        lead={confirmingBooked}
        saving={markAsBooked.isPending}
        onCancel={() => setConfirmingBooked(null)}
        onConfirm={confirmBooked}
      />
    </Container>
  );
}
