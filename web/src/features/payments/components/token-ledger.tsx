import { formatInstantDay } from '@schemas/date-text';
import { Badge, Group, Stack, Text, Title, VisuallyHidden, type MantineColor } from '@mantine/core';
import type { TokenLedgerEntry } from '@schemas/payments';
import { LoadErrorAlert } from '@web/components/load-error-alert';
import { LoadMore } from '@web/components/load-more';
import { LoadingState } from '@web/components/loading-state';
import { useTokenLedger } from '../api/subscription-queries';
import { SUBSCRIPTION_PANEL_MESSAGES as M } from '../messages';

const KIND_COLORS: Record<TokenLedgerEntry['kind'], MantineColor> = {
  bought: 'green',
  spent: 'gray',
  refunded: 'blue',
};

/** The company's token ledger, newest first: bought, spent on a lead, refunded with the reason. */
export function TokenLedger({ companyId }: { companyId: string }) {
  const ledger = useTokenLedger(companyId);
  const entries = ledger.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <Stack gap="xs" component="section" aria-labelledby="token-ledger-title">
      <Title order={3} size="h5" id="token-ledger-title">
        {M.ledgerTitle}
      </Title>
      {ledger.isPending ? (
        <LoadingState label={M.ledgerLoading} />
      ) : ledger.isError && !ledger.isFetchNextPageError ? (
        <LoadErrorAlert
          title={M.ledgerFailed}
          error={ledger.error}
          retrying={ledger.isFetching}
          onRetry={() => void ledger.refetch()}
        />
      ) : entries.length === 0 ? (
        <Text size="sm" c="gray.7">
          {M.ledgerEmpty}
        </Text>
      ) : (
        <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-labelledby="token-ledger-title">
          {entries.map((entry) => (
            <LedgerRow key={entry.id} entry={entry} />
          ))}
          {ledger.hasNextPage && (
            <li>
              <LoadMore
                label={M.ledgerMore}
                loading={ledger.isFetchingNextPage}
                failed={ledger.isFetchNextPageError}
                onMore={() => void ledger.fetchNextPage()}
              />
            </li>
          )}
        </Stack>
      )}
    </Stack>
  );
}

function LedgerRow({ entry }: { entry: TokenLedgerEntry }) {
  const when = formatInstantDay(entry.created_at);
  const signed = entry.tokens > 0 ? `+${entry.tokens}` : `−${Math.abs(entry.tokens)}`;
  return (
    <Group
      component="li"
      justify="space-between"
      align="flex-start"
      wrap="nowrap"
      gap="sm"
      py="xs"
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Group gap="xs">
          <Badge size="sm" variant="light" color={KIND_COLORS[entry.kind]}>
            {M.ledgerKinds[entry.kind]}
          </Badge>
          <Text size="sm" c="gray.7">
            {when}
          </Text>
        </Group>
        {entry.lead_label && (
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {entry.lead_label}
          </Text>
        )}
        <Text size="sm" c="gray.8">
          {entry.reason}
        </Text>
      </Stack>
      <Text fw={800} c={entry.tokens > 0 ? 'green.8' : 'gray.8'} style={{ whiteSpace: 'nowrap' }}>
        {signed}
        <VisuallyHidden> {Math.abs(entry.tokens) === 1 ? 'token' : 'tokens'}</VisuallyHidden>
      </Text>
    </Group>
  );
}
