import { formatInstantDay } from '@schemas/date-text';
import { Badge, Group, List, Text } from '@mantine/core';
import type { DecidedChange } from '@schemas/booking-changes';
import { BOOKING_PAGE_MESSAGES as M } from '../messages';
import { changeRows, inventoryDiffText } from '../model/change-rows';

const decidedOn = (iso: string) => formatInstantDay(iso);

/** The booking's decided proposals, newest first: what was asked, why, and the answer. */
export function ChangeHistory({ history, heading = false }: { history: DecidedChange[]; heading?: boolean }) {
  if (history.length === 0) return null;
  return (
    <div>
      {heading && (
        <Text size="sm" fw={700} c="gray.7" mb={4}>
          {M.historyTitle}
        </Text>
      )}
      <List spacing="xs" listStyleType="none" data-testid="change-history">
        {[...history].reverse().map((change) => (
          <List.Item key={change.id}>
            <Group gap="xs" wrap="wrap">
              <Badge variant="light" radius="sm" color={change.decision === 'ACCEPTED' ? 'green' : 'gray'}>
                {change.decision === 'ACCEPTED' ? M.historyAccepted : M.historyDeclined}
              </Badge>
              <Text size="sm">
                {decidedOn(change.decided_at)}:{' '}
                {[
                  ...changeRows(change.before, change.after)
                    .filter((row) => row.changed)
                    .map((row) => `${row.label.toLowerCase()} ${row.after}`),
                  inventoryDiffText(change.inventory_diff),
                ]
                  .filter(Boolean)
                  .join('; ')}{' '}
                ({change.reason})
              </Text>
            </Group>
          </List.Item>
        ))}
      </List>
    </div>
  );
}
