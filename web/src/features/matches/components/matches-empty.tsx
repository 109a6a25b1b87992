import { Anchor, Button, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '@schemas/constants';
import { paths } from '@web/config/paths';

const SUPPORT_LINE = (
  <>
    Contact support at <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor> and we'll help you find a
    mover.
  </>
);

/**
 * No company matched (spec section 2): widen the dates, or ask support outside the Carolinas.
 * A move leaving another state hears the NC/SC reason first: wider dates would not help it.
 * The page's heading says 'No movers found for your move'.
 */
export function MatchesEmpty({ outOfArea = false }: { outOfArea?: boolean }) {
  if (outOfArea) {
    return (
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="matches-empty">
        <Stack gap="sm" align="flex-start">
          <Text fw={600}>
            Our network covers moves from North Carolina and South Carolina, and your move starts elsewhere.
          </Text>
          <Text c="gray.7">{SUPPORT_LINE}</Text>
          <Button component={Link} to={paths.moveInfo} variant="default">
            Change my move details
          </Button>
        </Stack>
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="matches-empty">
      <Stack gap="sm" align="flex-start">
        <Text fw={600}>
          None of our verified companies is available in your date range yet. A wider date range gives you a wider
          selection of companies.
        </Text>
        <Button component={Link} to={paths.moveInfo}>
          Widen my date range
        </Button>
        <Text c="gray.7" size="sm">
          Our network covers North Carolina and South Carolina. Moving from somewhere else? {SUPPORT_LINE}
        </Text>
      </Stack>
    </Paper>
  );
}
