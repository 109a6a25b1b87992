import { MOVE_REGIME_SHORT_LABELS } from '@schemas/move-regime';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { CompanyLead, ManagerStatus } from '@schemas/company-quotes';
import type { BookingStage } from '@schemas/bookings';
import { QUOTE_STATUS_LABELS } from '@schemas/enums';
import { CUSTOMER_NOT_INTERESTED_LABEL } from '@schemas/quote-choice';
import { PaidLeadCoin } from '@web/components/paid-lead-coin';
import { RequestedYouBadge } from '@web/components/requested-you-badge';
import { MANAGE_LEADS_MESSAGES as M } from '../messages';
import { customerFullName } from '../model/customer-name';
import { routeText } from './move-details';

const STATUS_COLORS: Record<ManagerStatus, string> = {
  SAVED: 'gray',
  QUOTE_REQUESTED: 'yellow',
  QUOTED: 'blue',
  INVITED_TO_BOOK: 'grape',
  BOOKED: 'green',
  CANCELLED: 'red',
};

/** A booked lead's chip once its move is done (the booking's stage), instead of 'Booked'. */
const DONE_CHIPS: Partial<Record<BookingStage, [string, string]>> = {
  COMPLETED: ['teal', M.completed],
  COMPLETED_PENDING: ['teal', M.completedPending],
  DISPUTED: ['red', M.completionDisputed],
};

/**
 * The lead's status; a booking the company marked and the customer has not confirmed says so,
 * and a booked move that is done says 'Completed'.
 */
function StatusChip({ lead }: { lead: CompanyLead }) {
  const done = lead.status === 'BOOKED' && lead.booked_day ? DONE_CHIPS[lead.booked_day.stage] : undefined;
  const [color, label] = lead.awaiting_customer
    ? ['orange', M.awaitingCustomer]
    : (done ?? [STATUS_COLORS[lead.status], QUOTE_STATUS_LABELS[lead.status]]);
  return (
    <Badge color={color} variant="light" size="lg" radius="sm" data-testid="lead-status">
      {label}
    </Badge>
  );
}

/** A lead card's top line: the customer (the card's title), the paid coin, the route and the status chips. */
export function LeadCardHeader({ lead, titleId }: { lead: CompanyLead; titleId: string }) {
  const move = lead.move_request;
  return (
    // Wraps: on a phone a long chip (Waiting for the customer) moves under the name, not over the route.
    <Group justify="space-between" align="flex-start" gap="sm">
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Group gap={6} wrap="nowrap">
          <Title order={2} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {customerFullName(move)}
          </Title>
          {lead.has_token && <PaidLeadCoin />}
        </Group>
        <Text c="gray.7">
          {routeText(move.move_request_from, move.move_request_to)}
          {move.move_regime ? ` · ${MOVE_REGIME_SHORT_LABELS[move.move_regime]}` : ''}
        </Text>
      </Stack>
      <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
        <StatusChip lead={lead} />
        {lead.requested_by_customer && <RequestedYouBadge />}
        {lead.payment_pending && (
          <Badge color="orange" variant="outline" size="md" radius="sm">
            {M.paymentPending}
          </Badge>
        )}
        {lead.customer_not_interested && (
          <Badge color="gray" variant="outline" size="md" radius="sm" data-testid="lead-not-interested">
            {CUSTOMER_NOT_INTERESTED_LABEL}
          </Badge>
        )}
      </Stack>
    </Group>
  );
}
