import { Center, Loader, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { AwaitingVerificationNotice } from '@web/components/awaiting-verification-notice';
import { LoadErrorAlert } from '@web/components/load-error-alert';
import { LoadMore } from '@web/components/load-more';
import { PaymentRequiredNotice } from '@web/components/payment-required-modal';
import type { CompanyLead } from '@schemas/company-quotes';
import type { ReportedLead } from '@web/components/report-lead-dialog';
import { MANAGE_LEADS_MESSAGES as M } from '../messages';
import { customerFullName } from '../model/customer-name';
import type { ManageLeads } from '../model/use-manage-leads';
import { LeadCard } from './lead-card';
import { routeText } from './move-details';

/** How the report dialog names a card's lead: the customer and the route, as the card shows them. */
const reportedLead = ({ move_request_id, move_request: move }: CompanyLead): ReportedLead => ({
  id: move_request_id,
  label: `${customerFullName(move)} · ${routeText(move.move_request_from, move.move_request_to)}`,
});

/**
 * The lead cards under the filter, or what stands in for them: loading, awaiting verification,
 * the paywall note, the load error with Try again, or 'No leads found'; Load more below.
 */
export function LeadList({ manager }: { manager: ManageLeads }) {
  const { leads, shown } = manager;
  if (leads.isPending) return <LeadsLoading />;
  if (manager.unverified) return <AwaitingVerificationNotice />;
  if (manager.paymentRequired) return <PaymentRequiredNotice variant="leads" />;
  if (leads.isError && !leads.data) {
    return (
      <LoadErrorAlert
        title={M.loadFailed}
        error={leads.error}
        retrying={leads.isFetching}
        onRetry={() => void leads.refetch()}
      />
    );
  }

  const loadMore = leads.hasNextPage && (
    <LoadMore
      label={M.loadMore}
      loading={leads.isFetchingNextPage}
      failed={leads.isFetchNextPageError}
      onMore={() => void leads.fetchNextPage()}
    />
  );
  if (shown.length === 0) {
    return (
      <>
        <Stack align="center" gap={4} py="xl" ta="center" role="status">
          <Title order={2} size="h3">
            {M.emptyTitle}
          </Title>
          <Text c="gray.7">{M.emptyHint}</Text>
        </Stack>
        {loadMore}
      </>
    );
  }
  return (
    <>
      <VisuallyHidden role="status">{`${shown.length} ${shown.length === 1 ? 'lead' : 'leads'}`}</VisuallyHidden>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {shown.map((lead) => (
          <LeadCard
            key={`${lead.type}-${lead.move_request_id}`}
            lead={lead}
            onAction={manager.act}
            labelOf={manager.spend.label}
            onMessages={manager.messageLead}
            onUnsave={manager.unsaveLead}
            unsaving={manager.isUnsaving(lead)}
            onReport={(reported) => manager.report(reportedLead(reported))}
          />
        ))}
      </SimpleGrid>
      {loadMore}
    </>
  );
}

/** 'Loading leads', shown under the spinner (the list's own words, not only for screen readers). */
function LeadsLoading() {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader aria-hidden="true" />
        <Text c="gray.7">{M.loading}</Text>
      </Stack>
    </Center>
  );
}
