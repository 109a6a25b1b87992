import { Alert, Button, Divider, Group, Progress, Stack, Text } from '@mantine/core';
import { LIMITS } from '@schemas/constants';
import type { SubscriptionDetails } from '@schemas/payments';
import { useTokenRefill } from '@web/lib/api/lead-tokens';
import { notify } from '@web/lib/notify';
import { SUBSCRIPTION_PANEL_MESSAGES as M } from '../messages';
import { FIT_ON_WIDE } from './subscription-heading';
import { TokenLedger } from './token-ledger';

/**
 * Pay per lead's tokens (spec sections 2 and 9): n/20 with a bar, the refill button at any
 * balance (prominent at the refill threshold or fewer), the out-of-tokens prompt at 0, and the
 * ledger under the count.
 */
export function TokenBalance({ companyId, details }: { companyId: string; details: SubscriptionDetails }) {
  const refill = useTokenRefill();
  const remaining = details.tokensRemaining ?? 0;
  const bundle = details.tokensPerBundle;
  const low = remaining <= LIMITS.tokenRefillThreshold;

  function startRefill() {
    refill.mutate(companyId, {
      onError: (error) => {
        console.error('Opening the token refill failed', error);
        notify.failure(M.refillFailed, error, { withServerErrors: true });
      },
    });
  }

  return (
    <Stack gap="sm">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{M.tokens}</Text>
          <Text fw={800} fz="lg">
            {M.tokensOf(remaining, bundle)}
          </Text>
        </Group>
        <Progress
          value={Math.min(100, (remaining / bundle) * 100)}
          color={low ? 'red' : 'brand'}
          aria-label={M.tokensRemaining(remaining, bundle)}
        />
      </Stack>
      {remaining === 0 && (
        <Alert color="red" variant="light" title={M.outOfTokensTitle} role="status">
          {M.outOfTokens}
        </Alert>
      )}
      <Button
        variant={low ? 'filled' : 'light'}
        onClick={startRefill}
        loading={refill.isPending || refill.isSuccess}
        w={FIT_ON_WIDE}
      >
        {M.refill}
      </Button>
      <Divider my={4} />
      <TokenLedger companyId={companyId} />
    </Stack>
  );
}
