import { Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { PRICE_GUIDE_MESSAGES } from '@schemas/price-guide';
import { useMyPriceGuide } from '@web/lib/api/price-guide';
import { useUser } from '@web/lib/api/get-user';

/** The height of the range's line (Text size="lg"), held while the guide loads. */
const LG_LINE = 'calc(var(--mantine-font-size-lg) * var(--mantine-line-height-lg))';

/**
 * 'Moves like yours: $1,900 to $2,600' (the middle half of similar moves' quoted totals) with
 * the count it comes from, or that there is not enough data yet. Nothing when the customer has
 * no move (the page handles that) or the guidance failed to load (it is a hint, not the page).
 */
export function MarketPriceGuide() {
  // Without a move request there is nothing to compare: ask nothing (no 404 on the page).
  const hasMove = !!useUser().data?.move_request_id;
  const guide = useMyPriceGuide(hasMove);
  if (!hasMove || guide.isError) return null;
  return (
    <Paper withBorder radius="md" p="md" data-testid="market-price-guide">
      <Stack gap={4}>
        <Text fw={600} size="sm" c="gray.7">
          {PRICE_GUIDE_MESSAGES.heading}
        </Text>
        {guide.isPending ? (
          // The lines the range will take, held while it loads: the page under the guide (the
          // filter bar, 'Compare quotes') does not move when it arrives, so a click there lands.
          <>
            <Group gap="xs" role="status" aria-live="polite" mih={LG_LINE}>
              <Loader size="xs" aria-hidden="true" />
              <Text size="sm">{PRICE_GUIDE_MESSAGES.loading}</Text>
            </Group>
            <Text size="sm" aria-hidden="true">
              &nbsp;
            </Text>
            <Text size="sm" aria-hidden="true" visibleFrom="sm">
              &nbsp;
            </Text>
          </>
        ) : guide.data.market.range ? (
          <>
            <Text fw={700} size="lg">
              {PRICE_GUIDE_MESSAGES.market(guide.data.market.range)}
            </Text>
            <Text size="sm" c="gray.7">
              {PRICE_GUIDE_MESSAGES.marketSource(guide.data.market.quotes)}
            </Text>
            {/* On a phone the basis gives way to the matches: their trust facts on the first screen. */}
            <Text size="sm" c="gray.7" data-testid="price-guide-basis" visibleFrom="sm">
              {PRICE_GUIDE_MESSAGES.basis(guide.data.basis)}
            </Text>
          </>
        ) : (
          <Text size="sm">{PRICE_GUIDE_MESSAGES.notEnough}</Text>
        )}
      </Stack>
    </Paper>
  );
}
