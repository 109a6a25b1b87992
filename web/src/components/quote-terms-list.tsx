import { SimpleGrid, Text } from '@mantine/core';
import type { EstimateView } from '@schemas/estimates';
import { estimateTermLines, type DepositPath } from '@schemas/estimate-terms';
import type { BookedValuation } from '@schemas/valuation';

/**
 * A quote's terms as a labelled list (the quote modal, booking pages): the same lines, in the
 * same order, as the compare grid and the booking e-mails. A booking's list passes the
 * valuation its customer chose.
 */
export function QuoteTermsList({
  estimate,
  valuation,
  depositPath,
}: {
  estimate: EstimateView | null;
  valuation?: BookedValuation | undefined;
  /** How the deposit is paid: through MoveMatch (protected payment) or to the company; null: not said. */
  depositPath?: DepositPath | null;
}) {
  const lines = estimate ? estimateTermLines(estimate, valuation, depositPath) : estimateTermLines(null).slice(0, 1);
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs" m={0} aria-label="Terms">
      {lines.map((line) => (
        <div key={line.label}>
          <Text component="dt" size="xs" tt="uppercase" fw={700} c="gray.7">
            {line.label}
          </Text>
          <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
            {line.value}
            {line.detail && (
              <Text component="span" display="block" size="sm" fw={400} c="gray.7">
                {line.detail}
              </Text>
            )}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
