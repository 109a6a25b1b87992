import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { CompanyLead, ManagerStatus } from '@schemas/company-quotes';
import { QUOTE_MESSAGES } from '@schemas/company-quotes';
import { QUOTE_STATUS_LABELS } from '@schemas/enums';
import { PaidLeadCoin } from '@web/components/paid-lead-coin';
import { formatQuotePrice } from '../../quote-editor/model/quote-form';
import { LEAD_ACTION_LABELS, leadActions, type LeadAction } from '../model/lead-actions';
import { formatInteractionTime, formatMoveDates } from '../model/lead-dates';
import { MANAGE_LEADS_MESSAGES } from '../messages';
import { routeText } from './move-details';

const STATUS_COLORS: Record<ManagerStatus, string> = {
  SAVED: 'gray',
  QUOTE_REQUESTED: 'yellow',
  QUOTED: 'blue',
  INVITED_TO_BOOK: 'grape',
  BOOKED: 'green',
  CANCELLED: 'red',
};

interface LeadCardProps {
  lead: CompanyLead;
  onAction: (action: LeadAction, lead: CompanyLead) => void;
  /** View messages: the conversation with this lead's customer. */
  onMessages: (lead: CompanyLead) => void;
  /** Present when the contract has the unsave route (see api/company-leads.ts). */
  onUnsave?: (lead: CompanyLead) => void;
  unsaving?: boolean;
}

/** One lead of /manage-leads: who, where, when, the status chip, warnings and the status's actions. */
export function LeadCard({ lead, onAction, onMessages, onUnsave, unsaving }: LeadCardProps) {
  const move = lead.move_request;
  const name = move.user ? [move.user.firstName, move.user.lastName].filter(Boolean).join(' ') : 'Unknown Customer';
  const titleId = `lead-${lead.move_request_id}-title`;
  const actions = leadActions(lead);

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
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap={6} wrap="nowrap">
              <Title order={2} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
                {name}
              </Title>
              {lead.has_token && <PaidLeadCoin />}
            </Group>
            <Text c="gray.7">{routeText(move.move_request_from, move.move_request_to)}</Text>
          </Stack>
          <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
            <Badge color={STATUS_COLORS[lead.status]} variant="light" size="lg" radius="sm">
              {QUOTE_STATUS_LABELS[lead.status]}
            </Badge>
            {lead.payment_pending && (
              <Badge color="orange" variant="outline" size="md" radius="sm">
                {MANAGE_LEADS_MESSAGES.paymentPending}
              </Badge>
            )}
          </Stack>
        </Group>
        {lead.payment_pending && (
          <Text size="sm" c="orange.9">
            {MANAGE_LEADS_MESSAGES.paymentPendingNote}
          </Text>
        )}
        <Group gap="lg" wrap="wrap">
          <Fact label="Move">{formatMoveDates(move.date_range_start, move.date_range_end)}</Fact>
          {lead.type === 'quote' && <Fact label="Quote">{formatQuotePrice(lead.price, lead.top_price)}</Fact>}
          {move.user?.email && <Fact label="E-mail">{move.user.email}</Fact>}
        </Group>
        <Text size="sm" c="gray.7">
          Last interaction: <time dateTime={lead.updated_at}>{formatInteractionTime(lead.updated_at)}</time>
        </Text>
        {lead.is_expired && (
          <Text size="sm" fw={600} c="orange.9">
            {QUOTE_MESSAGES.moveExpired}
          </Text>
        )}
        {lead.move_changed_since_quoted && (
          <Alert color="yellow" variant="light" py="xs">
            {QUOTE_MESSAGES.moveChanged}
          </Alert>
        )}
        <Group gap="sm" mt={4}>
          {actions.map((action, index) => (
            <Button key={action} variant={index === 0 ? 'filled' : 'light'} onClick={() => onAction(action, lead)}>
              {LEAD_ACTION_LABELS[action]}
            </Button>
          ))}
          {lead.type === 'quote' && (
            <Button variant="default" onClick={() => onMessages(lead)}>
              View messages
            </Button>
          )}
          {onUnsave && lead.is_saved && (
            <Button variant="subtle" color="red" loading={unsaving} onClick={() => onUnsave(lead)}>
              {lead.type === 'saved' ? 'Unsave lead' : 'Remove from saved'}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/** 'Label: value' on a card line. */
function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      <Text span fw={700}>
        {label}:{' '}
      </Text>
      {children}
    </Text>
  );
}
