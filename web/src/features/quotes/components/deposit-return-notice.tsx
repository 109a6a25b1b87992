import { Alert, CloseButton, Group, Loader, Text } from '@mantine/core';
import { DEPOSIT_MESSAGES, DEPOSIT_REFUND_TEXTS } from '@schemas/deposits';
import { formatDollars } from '@schemas/money';
import { longDayLabel } from '@web/lib/calendar/calendar-dates';
import { useDepositReturn } from '../api/deposit-return';

/** What became of the deposit the customer just paid (or left): booking, booked, refunded, replaced. */
export function DepositReturnNotice() {
  const { returning, checkout, dismiss } = useDepositReturn();
  if (!returning) return null;
  const view = checkout.data;
  if (checkout.isError) return <Notice color="red" text={checkout.error.message} onClose={dismiss} />;
  if (!view || view.outcome === 'pending')
    return (
      <Alert color="blue" variant="light" role="status" icon={<Loader size="xs" />} data-testid="deposit-return">
        {DEPOSIT_MESSAGES.confirming}
      </Alert>
    );
  const amount = formatDollars(view.deposit ?? 0);
  if (view.outcome === 'booked')
    return (
      <Notice
        color="green"
        text={DEPOSIT_MESSAGES.booked(view.company_name ?? '', longDayLabel(view.move_day ?? ''), amount)}
        onClose={dismiss}
      />
    );
  if (view.outcome === 'refunded')
    return (
      <Notice
        color="yellow"
        text={DEPOSIT_MESSAGES.refunded(amount, view.reason ? DEPOSIT_REFUND_TEXTS[view.reason] : '')}
        onClose={dismiss}
      />
    );
  return <Notice color="blue" text={DEPOSIT_MESSAGES.replaced} onClose={dismiss} />;
}

function Notice({ color, text, onClose }: { color: string; text: string; onClose: () => void }) {
  return (
    <Alert color={color} variant="light" role="status" data-testid="deposit-return">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text size="sm">{text}</Text>
        <CloseButton aria-label="Dismiss" onClick={onClose} />
      </Group>
    </Alert>
  );
}
