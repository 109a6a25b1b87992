import { useEffect, useState } from 'react';
import { Alert, Button, Center, Container, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMessageLead } from '@web/lib/messaging/use-message-actions';
import { usePageTitle } from '@web/hooks/use-page-title';
import { isApiError, isPaymentRequired } from '@web/lib/api-error';
import { PaymentRequiredModal, PaymentRequiredNotice } from '@web/components/payment-required-modal';
import { AwaitingVerificationNotice, isAwaitingVerification } from '@web/components/awaiting-verification-notice';
import { useViewer } from '@web/hooks/use-viewer';
import { QuoteEditorModal } from '../../quote-editor/quote-editor-modal';
import { useLeadSearch } from '../api/search-leads';
import { useToggleSavedLead } from '../api/saved-leads';
import { LeadCard } from '../components/lead-card';
import { LeadSearchFormPanel } from '../components/lead-search-form';
import { FIND_LEADS_MESSAGES } from '../messages';
import { EMPTY_SEARCH, type LeadSearchForm } from '../model/search-filters';
import { LoadingState } from '@web/components/loading-state';
import { queryKeys } from '@web/lib/query-keys';
import { notify } from '@web/lib/notify';

/** /find-leads: a moving company's lead search (spec section 2). Signed-in only, see routes.tsx. */
export function FindLeadsPage() {
  usePageTitle('Find leads');
  const viewer = useViewer();
  const isCompany = viewer.status === 'signed-in' && !viewer.profileLoading && viewer.role === 'MOVING_COMPANY';
  const roleKnown = viewer.status === 'signed-in' && !viewer.profileLoading;

  return (
    <Container size="lg" px={{ base: 'sm', sm: 'md' }} py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            Find leads
          </Title>
          <Text c="gray.7">Open move requests in your state. Save the ones you like or send a quote.</Text>
        </Stack>
        {isCompany ? (
          <LeadSearch />
        ) : roleKnown ? (
          <Alert color="gray" variant="light" title="Find leads is for moving companies" role="alert">
            Lead search is available to moving company accounts.
          </Alert>
        ) : (
          <LoadingState label="Loading" />
        )}
      </Stack>
    </Container>
  );
}

function LeadSearch() {
  const { messageLead } = useMessageLead();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<LeadSearchForm>(EMPTY_SEARCH);
  const [quoteFor, setQuoteFor] = useState<string | null>(null);
  const search = useLeadSearch(filters);
  const toggle = useToggleSavedLead();
  const leads = search.data?.pages.flatMap((page) => page.results) ?? [];
  const failed = search.isError && leads.length === 0;
  const noCompany = isApiError(search.error) && search.error.status === 404;
  const unverified = isAwaitingVerification(search.error);
  // Spec section 8: a 402 opens the paywall instead of 'Error finding leads'.
  const paymentRequired = isPaymentRequired(search.error);
  const [paywallClosed, setPaywallClosed] = useState(false);

  useEffect(() => {
    if (search.isError && !noCompany && !unverified && !paymentRequired) notify.error(FIND_LEADS_MESSAGES.searchFailed);
  }, [search.isError, search.errorUpdatedAt, noCompany, unverified, paymentRequired]);

  return (
    <Stack gap="lg">
      <LeadSearchFormPanel
        initial={filters}
        searching={search.isFetching && !search.isFetchingNextPage}
        onSearch={setFilters}
      />
      {search.isPending ? (
        <LoadingState label="Finding leads" />
      ) : unverified ? (
        <AwaitingVerificationNotice />
      ) : paymentRequired ? (
        <PaymentRequiredNotice variant="leads" />
      ) : failed ? (
        <Alert
          color="red"
          variant="light"
          title={noCompany ? search.error.message : FIND_LEADS_MESSAGES.searchFailed}
          role="alert"
        >
          <Button
            size="sm"
            variant="white"
            color="red"
            loading={search.isFetching}
            onClick={() => void search.refetch()}
          >
            Try again
          </Button>
        </Alert>
      ) : leads.length === 0 ? (
        <Stack align="center" gap={4} py="xl" role="status">
          <Text fw={700} fz="lg">
            {FIND_LEADS_MESSAGES.emptyTitle}
          </Text>
          <Text c="gray.7">{FIND_LEADS_MESSAGES.emptyHint}</Text>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm" c="gray.7" aria-live="polite">
            {leads.length === 1 ? '1 lead' : `${leads.length} leads`}
            {search.hasNextPage ? ' so far' : ''}
          </Text>
          {leads.map((lead) => (
            <LeadCard
              key={lead.id}
              lead={lead}
              saving={toggle.isPending && toggle.variables?.id === lead.id}
              onSendMessage={() => messageLead({ move_request_id: lead.id, mover_id: lead.user_id })}
              onQuote={() => setQuoteFor(lead.id)}
              onToggleSave={() => toggle.mutate({ id: lead.id, save: !lead.is_saved })}
            />
          ))}
          {search.hasNextPage && (
            <Center>
              <Button variant="default" loading={search.isFetchingNextPage} onClick={() => void search.fetchNextPage()}>
                Load more
              </Button>
            </Center>
          )}
        </Stack>
      )}
      <PaymentRequiredModal
        opened={paymentRequired && !paywallClosed}
        variant="leads"
        onClose={() => setPaywallClosed(true)}
      />
      <QuoteEditorModal
        moveRequestId={quoteFor}
        lead={leads.find((lead) => lead.id === quoteFor) ?? null}
        onClose={() => setQuoteFor(null)}
        onSaved={() => void queryClient.invalidateQueries({ queryKey: queryKeys.leadSearches })}
      />
    </Stack>
  );
}
