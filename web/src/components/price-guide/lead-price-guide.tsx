import { Alert, Group, Loader, Text } from '@mantine/core';
import { leadGuideLine, PRICE_GUIDE_MESSAGES } from '@schemas/price-guide';
import { useLeadPriceGuide } from '@web/lib/api/price-guide';

/**
 * The quote editor's guidance beside the price fields: 'Similar moves were quoted $X to $Y
 * (n quotes); completed at $Z median', or that there are not enough quotes yet.
 */
export function LeadPriceGuide({ moveRequestId }: { moveRequestId: string }) {
  const guide = useLeadPriceGuide(moveRequestId);
  if (guide.isError) return null;
  return (
    <Alert variant="light" color="blue" title={PRICE_GUIDE_MESSAGES.heading} data-testid="lead-price-guide">
      {guide.isPending ? (
        <Group gap="xs" role="status" aria-live="polite">
          <Loader size="xs" aria-hidden="true" />
          <Text size="sm">{PRICE_GUIDE_MESSAGES.loading}</Text>
        </Group>
      ) : (
        <>
          <Text size="sm">{leadGuideLine(guide.data)}</Text>
          <Text size="sm" c="gray.7" data-testid="price-guide-basis">
            {PRICE_GUIDE_MESSAGES.basis(guide.data.basis)}
          </Text>
        </>
      )}
    </Alert>
  );
}
