import { Text } from '@mantine/core';
import type { MatchEntry } from '../api/get-my-matches';
import { matchReasonLine } from '../model/match-reason';

/** The card's one line of why this company (distance, free days, response time, reviews); nothing when none is known. */
export function MatchReason({ match }: { match: MatchEntry }) {
  const line = matchReasonLine(match);
  if (!line) return null;
  return (
    <Text size="sm" c="gray.8" data-testid="match-reason">
      {line}
    </Text>
  );
}
