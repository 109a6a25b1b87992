import { Button, Group, Text } from '@mantine/core';
import { MATCHES_MESSAGES } from '../messages';
import { selectionCountLabel } from '../model/match-selection';
import classes from './match-card.module.css';

interface RequestBarProps {
  count: number;
  sending: boolean;
  limitNotice: boolean;
  onSend: () => void;
}

/**
 * The sticky 'Request quotes' bar: the selection count and the button in one row, so on a
 * phone it and the bottom nav leave the list most of the screen; beneath, why a sixth was refused.
 */
export function RequestBar({ count, sending, limitNotice, onSend }: RequestBarProps) {
  return (
    <section className={classes.actionBar} aria-label="Request quotes" data-testid="request-bar">
      <Group justify="space-between" align="center" gap="sm" wrap="nowrap">
        <Text fw={600} size="sm" className={classes.selectionCount} aria-live="polite" data-testid="selection-count">
          {selectionCountLabel(count)}
        </Text>
        <Button size="sm" disabled={count === 0} loading={sending} onClick={onSend} className={classes.requestButton}>
          {MATCHES_MESSAGES.requestButton}
        </Button>
      </Group>
      <Text role="alert" size="sm" c="var(--mantine-color-error)" fw={600} mt={limitNotice ? 6 : 0}>
        {limitNotice ? MATCHES_MESSAGES.tooMany : ''}
      </Text>
    </section>
  );
}
