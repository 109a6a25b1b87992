import { Alert, Button, Center, Stack, Text } from '@mantine/core';
import { AwaitingVerificationNotice } from '@web/components/awaiting-verification-notice';
import { LoadingState } from '@web/components/loading-state';
import { PaymentRequiredNotice } from '@web/components/payment-required-modal';
import { FIND_LEADS_MESSAGES as M } from '../messages';
import { quotePaid, type FindLeads } from '../model/use-find-leads';
import { LeadCard } from './lead-card';

/**
 * The search's leads with their count and Load more, or what stands in for them: loading,
 * awaiting verification, the paywall note, the failure with Try again, or 'No leads found'.
 */
export function LeadResults({ finder }: { finder: FindLeads }) {
  const { results, leads } = finder;
  if (results.isPending) return <LoadingState label={M.searching} />;
  if (finder.unverified) return <AwaitingVerificationNotice />;
  if (finder.paymentRequired) return <PaymentRequiredNotice variant="leads" />;
  if (finder.failed) {
    return (
      <Alert color="red" variant="light" title={finder.failureTitle} role="alert">
        <Button
          size="sm"
          variant="white"
          color="red"
          loading={results.isFetching}
          onClick={() => void results.refetch()}
        >
          Try again
        </Button>
      </Alert>
    );
  }
  if (leads.length === 0) {
    return (
      <Stack align="center" gap={4} py="xl" role="status">
        <Text fw={700} fz="lg">
          {M.emptyTitle}
        </Text>
        <Text c="gray.7">{M.emptyHint}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Text size="sm" c="gray.7" aria-live="polite">
        {leads.length === 1 ? '1 lead' : `${leads.length} leads`}
        {results.hasNextPage ? ' so far' : ''}
      </Text>
      {leads.map((lead) => (
        <LeadCard
          key={lead.id}
          lead={lead}
          saving={finder.isSaving(lead)}
          quoteLabel={finder.spend.label(lead.has_existing_quote ? M.editQuote : M.createQuote, quotePaid(lead))}
          messageLabel={finder.spend.label(M.sendMessage, lead.has_token)}
          onSendMessage={() => finder.message(lead)}
          onQuote={() => finder.quote(lead)}
          onToggleSave={() => finder.toggleSaved(lead)}
          onReport={() => finder.report(lead)}
        />
      ))}
      {results.hasNextPage && (
        <Center>
          <Button variant="default" loading={results.isFetchingNextPage} onClick={() => void results.fetchNextPage()}>
            Load more
          </Button>
        </Center>
      )}
    </Stack>
  );
}
