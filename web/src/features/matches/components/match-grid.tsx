import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { VettingProcessLink } from '@web/components/vetting-process';
import type { MatchEntry } from '../api/get-my-matches';
import { MATCHES_MESSAGES } from '../messages';
import { availableCountLabel } from '../model/match-selection';
import { MatchCard } from './match-card';
import classes from './match-card.module.css';

interface MatchGridProps {
  companies: MatchEntry[];
  /** How many match in all (the server's exact count). */
  total: number;
  chosen: string[];
  onToggle: (id: string) => void;
  onDetails: (match: MatchEntry) => void;
  more: boolean;
  loadingMore: boolean;
  onMore: () => void;
}

/** How many match, the hint, the cards (best first), and 'Show more companies' while more pages wait. */
export function MatchGrid({
  companies,
  total,
  chosen,
  onToggle,
  onDetails,
  more,
  loadingMore,
  onMore,
}: MatchGridProps) {
  return (
    <>
      <Group gap="md" justify="space-between" wrap="wrap" className={classes.gridHeader}>
        <Stack gap={0}>
          <Text fw={600} data-testid="matches-count">
            {availableCountLabel(total)}
          </Text>
          <Text size="sm" c="gray.7">
            {MATCHES_MESSAGES.hint}
          </Text>
        </Stack>
        <VettingProcessLink />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {companies.map((match) => (
          <MatchCard
            key={match.id}
            match={match}
            selected={chosen.includes(match.id)}
            onToggle={onToggle}
            onDetails={onDetails}
          />
        ))}
      </SimpleGrid>
      {more && (
        <Button variant="default" size="md" style={{ alignSelf: 'center' }} loading={loadingMore} onClick={onMore}>
          {MATCHES_MESSAGES.showMore}
        </Button>
      )}
    </>
  );
}
