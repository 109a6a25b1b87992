import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { AdminMoveRequestRow, MoveRequestStatus } from '@schemas/admin-queues';
import { LoadingState } from '@web/components/loading-state';
import { failureText } from '@web/lib/notify';
import { MIN_SEARCH_LENGTH, useMoveRequestSearch } from '../api/move-request-search';
import { formatCalendarRange as moveDatesText } from '@schemas/date-text';
import { MarkInvalidDialog } from './mark-invalid-dialog';
import { TimedMessageAlert } from './timed-message-alert';
import { useOutcomeLine } from './use-outcome-line';

const SEARCH_DEBOUNCE_MS = 300;

const STATUS_BADGES: Record<MoveRequestStatus, { label: string; color: string }> = {
  open: { label: 'Open', color: 'green' },
  withdrawn: { label: 'Withdrawn', color: 'gray' },
  invalid: { label: 'Invalid', color: 'red' },
};

/**
 * A move request a company reported as fake or unworkable: the admin finds it by the customer's
 * name or e-mail or the city it leaves from, and marks it invalid (once); it leaves every
 * company's leads and the tokens spent on it come back (fair tokens).
 */
export function InvalidMoveRequestForm() {
  const [search, setSearch] = useState('');
  const [text] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [chosen, setChosen] = useState<AdminMoveRequestRow | null>(null);
  const outcome = useOutcomeLine();
  return (
    <Stack gap="sm">
      <Text size="sm" c="gray.7">
        For a request a company reported as fake or unworkable. Companies stop seeing it and every lead token spent on
        it comes back.
      </Text>
      <TextInput
        label="Find a move request"
        description="The customer's name or e-mail, or the city they move from"
        autoComplete="off"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <TimedMessageAlert message={outcome.message} />
      <SearchResults text={text} onChoose={setChosen} />
      <MarkInvalidDialog
        move={chosen}
        onClose={() => setChosen(null)}
        onMarked={(line) => outcome.show('success', line)}
      />
    </Stack>
  );
}

function SearchResults({ text, onChoose }: { text: string; onChoose: (move: AdminMoveRequestRow) => void }) {
  const found = useMoveRequestSearch(text);
  if (text.length < MIN_SEARCH_LENGTH) return null;
  if (found.isPending) return <LoadingState label="Searching move requests" />;
  if (found.isError)
    return (
      <Text c="red.8" role="alert">
        {failureText('Failed to search move requests', found.error)}
      </Text>
    );
  const moves = found.data.move_requests;
  if (moves.length === 0) return <Text data-testid="move-request-search-empty">No move request matches “{text}”.</Text>;
  return (
    <Stack component="ul" aria-label="Move requests found" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {moves.map((move) => (
        <MoveRequestCard key={move.id} move={move} onChoose={onChoose} />
      ))}
    </Stack>
  );
}

function MoveRequestCard({
  move,
  onChoose,
}: {
  move: AdminMoveRequestRow;
  onChoose: (move: AdminMoveRequestRow) => void;
}) {
  const badge = STATUS_BADGES[move.status];
  const customer = move.customer ? `${move.customer.name} · ${move.customer.email}` : 'Account deleted';
  return (
    <Paper component="li" withBorder radius="md" px="md" py="sm" data-testid="move-request-found">
      <Group justify="space-between" align="center" gap="xs" wrap="wrap">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 16rem' }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {customer}
          </Text>
          <Text size="sm">
            {move.from.city}, {move.from.state} → {move.to.city}, {move.to.state}
          </Text>
          <Text size="sm" c="gray.7">
            {moveDatesText(move.start_date, move.end_date)}
          </Text>
        </Stack>
        <Group gap="xs">
          <Badge color={badge.color} variant="light" radius="sm">
            {badge.label}
          </Badge>
          {move.status !== 'invalid' && (
            <Button
              variant="light"
              color="red"
              size="xs"
              onClick={() => onChoose(move)}
              aria-label={`Mark invalid: ${move.customer?.name ?? 'move'} from ${move.from.city}`}
            >
              Mark invalid
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
