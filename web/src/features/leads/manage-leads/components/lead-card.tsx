import type { ReactNode } from 'react';
import { Alert, Group, Paper, Stack, Text } from '@mantine/core';
import { QUOTE_MESSAGES, type CompanyLead } from '@schemas/company-quotes';
import { INVENTORY_QUOTE_TEXT } from '@schemas/inventory';
import { formatQuotePrice } from '../../quote-editor/model/quote-form';
import { MANAGE_LEADS_MESSAGES as M } from '../messages';
import { formatCalendarRange } from '@schemas/date-text';
import { bookedDayText } from '@schemas/bookings';
import { formatInteractionTime, waitingText } from '../model/lead-dates';
import { isNewRequest } from '../model/lead-filter';
import { todayInCarolinas } from '@web/lib/company-trust-facts';
import { LeadCardActions, type LeadCardActionsProps } from './lead-card-actions';
import { LeadCardHeader } from './lead-card-header';
import { LeadInventorySection } from './lead-inventory-section';

/** One lead of /manage-leads: who, where, when, the status chip, warnings and the status's actions. */
export function LeadCard(props: LeadCardActionsProps) {
  const { lead } = props;
  const move = lead.move_request;
  const titleId = `lead-${lead.move_request_id}-title`;

  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      data-status={lead.status}
    >
      <Stack gap="sm">
        <LeadCardHeader lead={lead} titleId={titleId} />
        {isNewRequest(lead) && (
          <Text size="sm" fw={600} c="gray.9" data-testid="lead-waiting">
            {waitingText(lead.updated_at)}
          </Text>
        )}
        {needsCompletion(lead) && (
          <Alert color="yellow" variant="light" py="xs" data-testid="lead-needs-completion">
            <Text span fw={700} inherit>
              {M.needsCompletionBadge}:
            </Text>{' '}
            {M.needsCompletion}
          </Alert>
        )}
        {lead.payment_pending && (
          <Text size="sm" c="red.9">
            {M.paymentPendingNote}
          </Text>
        )}
        <Group gap="lg" wrap="wrap">
          {lead.booked_day ? (
            <Fact label="Booked day">{bookedDayText(lead.booked_day)}</Fact>
          ) : (
            <Fact label="Move">{formatCalendarRange(move.date_range_start, move.date_range_end)}</Fact>
          )}
          {lead.type === 'quote' && <Fact label="Quote">{formatQuotePrice(lead.price, lead.top_price)}</Fact>}
          {move.user?.email && <Fact label="E-mail">{move.user.email}</Fact>}
          {move.user?.phone && <Fact label="Phone">{move.user.phone}</Fact>}
        </Group>
        <LeadInventorySection move={move} />
        <Text size="sm" c="gray.7">
          Last interaction: <time dateTime={lead.updated_at}>{formatInteractionTime(lead.updated_at)}</time>
        </Text>
        {lead.is_expired && (
          <Text size="sm" fw={600} c="red.9">
            {QUOTE_MESSAGES.moveExpired}
          </Text>
        )}
        {lead.move_changed_since_quoted && (
          <Alert color="yellow" variant="light" py="xs">
            {QUOTE_MESSAGES.moveChanged}
          </Alert>
        )}
        {lead.inventory_changed_since_quoted && (
          <Alert color="yellow" variant="light" py="xs">
            {INVENTORY_QUOTE_TEXT.companyNote}
          </Alert>
        )}
        <LeadCardActions {...props} />
      </Stack>
    </Paper>
  );
}

/** A booked move whose day has passed and that the company has not marked completed yet. */
const needsCompletion = (lead: CompanyLead) =>
  lead.booked_day?.stage === 'UPCOMING' && lead.booked_day.move_day < todayInCarolinas();

/** 'Label: value' on a card line. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      <Text span fw={700}>
        {label}:{' '}
      </Text>
      {children}
    </Text>
  );
}
