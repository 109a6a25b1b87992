import { Button, Group, Paper, Text } from '@mantine/core';
import { LIMITS } from '@schemas/constants';
import { useLeadTokenBalance, useTokenRefill } from '@web/lib/api/lead-tokens';
import { notify } from '@web/lib/notify';

export const LEAD_TOKEN_BALANCE_TEXT = {
  balance: (remaining: number, bundle: number) => `Lead tokens: ${remaining} of ${bundle}`,
  hint: 'One token is spent the first time you quote or message a lead.',
  refill: 'Refill tokens with Stripe',
  refillFailed: 'Could not open the token refill',
} as const;

/**
 * The lead pages' token line for a pay-per-lead company: the balance and the refill, at any
 * balance (nothing for the monthly plan or while the plan loads).
 */
export function LeadTokenBalance({ companyId }: { companyId: string }) {
  const balance = useLeadTokenBalance(companyId);
  const refill = useTokenRefill();
  if (!balance) return null;
  const low = balance.remaining <= LIMITS.tokenRefillThreshold;
  return (
    <Paper withBorder radius="md" px="md" py="sm" data-testid="lead-token-balance">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <div>
          <Text fw={700} c={low ? 'red.9' : undefined}>
            {LEAD_TOKEN_BALANCE_TEXT.balance(balance.remaining, balance.bundle)}
          </Text>
          <Text size="sm" c="gray.7">
            {LEAD_TOKEN_BALANCE_TEXT.hint}
          </Text>
        </div>
        <Button
          variant={low ? 'filled' : 'light'}
          loading={refill.isPending || refill.isSuccess}
          onClick={() =>
            refill.mutate(companyId, {
              onError: (error) =>
                notify.failure(LEAD_TOKEN_BALANCE_TEXT.refillFailed, error, { withServerErrors: true }),
            })
          }
        >
          {LEAD_TOKEN_BALANCE_TEXT.refill}
        </Button>
      </Group>
    </Paper>
  );
}
