import { MOVE_REGIME_SHORT_LABELS } from '@schemas/move-regime';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Location } from '@schemas/move-requests';
import type { SearchLeadResult } from '@schemas/leads';
import { formatDateRange } from '@web/lib/calendar/calendar-dates';
import { FIND_LEADS_MESSAGES } from '../messages';
import { customerName, locationSummary, routeLine, specialConsiderations } from '../model/lead-summary';
import { PaidLeadCoin } from '@web/components/paid-lead-coin';
import { RequestedYouBadge } from '@web/components/requested-you-badge';
import { REPORT_LEAD_TEXT } from '@web/components/report-lead-dialog';
import { InventoryTotalsFact } from '@web/components/inventory/inventory-totals';

interface LeadCardProps {
  lead: SearchLeadResult;
  saving: boolean;
  /** 'Create & send quote' or 'View or edit quote', with '· 1 token' when it spends one. */
  quoteLabel: string;
  messageLabel: string;
  onSendMessage: () => void;
  onQuote: () => void;
  onToggleSave: () => void;
  /** Opens 'Report this lead' (every lead the search shows may be reported). */
  onReport: () => void;
}

function Flag({ label, on }: { label: string; on: boolean }) {
  return (
    <Badge variant={on ? 'light' : 'outline'} color={on ? 'orange' : 'gray'} radius="sm" tt="none">
      {label}: {on ? 'Yes' : 'No'}
    </Badge>
  );
}

function LocationBlock({ title, location }: { title: string; location: Location }) {
  return (
    <Stack gap={4}>
      <Text size="xs" fw={700} c="gray.7" tt="uppercase">
        {title}
      </Text>
      <Text size="sm" fw={600}>
        {location.city}, {location.state} {location.zip}
      </Text>
      <Text size="sm" c="gray.8">
        {locationSummary(location)}
      </Text>
      <Group gap={6}>
        <Flag label="Stairs" on={location.is_stairs_required} />
        <Flag label="Elevator" on={location.is_elevator_required} />
      </Group>
    </Stack>
  );
}

/** One lead of the search (spec section 2, Find leads: lead card). */
export function LeadCard({
  lead,
  saving,
  quoteLabel,
  messageLabel,
  onSendMessage,
  onQuote,
  onToggleSave,
  onReport,
}: LeadCardProps) {
  const name = customerName(lead);
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      component="article"
      aria-label={`Lead: ${name}, ${routeLine(lead)}`}
      data-testid="lead-card"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Group gap={6} wrap="nowrap">
              <Title order={2} fz="lg">
                {name}
              </Title>
              {lead.has_token && <PaidLeadCoin />}
            </Group>
            <Text fw={600}>{routeLine(lead)}</Text>
            <Text size="sm" c="gray.7">
              {formatDateRange(lead.date_range_start, lead.date_range_end)}
              {lead.is_packing_required ? ' · Packing needed' : ''}
              {lead.move_regime ? ` · ${MOVE_REGIME_SHORT_LABELS[lead.move_regime]}` : ''}
            </Text>
          </Stack>
          <Group gap={6} justify="flex-end" style={{ flexShrink: 0 }}>
            {lead.requested_by_customer && <RequestedYouBadge />}
            {lead.is_saved && (
              <Badge variant="light" radius="sm">
                Saved
              </Badge>
            )}
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <LocationBlock title="Move from" location={lead.move_request_from} />
          <LocationBlock title="Move to" location={lead.move_request_to} />
        </SimpleGrid>
        <InventoryTotalsFact totals={lead.inventory} />
        <Stack gap={2}>
          <Text size="xs" fw={700} c="gray.7" tt="uppercase">
            Special considerations
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {specialConsiderations(lead)}
          </Text>
        </Stack>
        <Group gap="xs" justify="space-between">
          <Button variant="subtle" color="gray" onClick={onReport}>
            {REPORT_LEAD_TEXT.open}
          </Button>
          <Group gap="xs" justify="flex-end">
            <Button variant="default" onClick={onSendMessage}>
              {messageLabel}
            </Button>
            <Button variant={lead.is_saved ? 'light' : 'default'} loading={saving} onClick={onToggleSave}>
              {lead.is_saved ? FIND_LEADS_MESSAGES.removeLead : FIND_LEADS_MESSAGES.saveLead}
            </Button>
            <Button onClick={onQuote}>{quoteLabel}</Button>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
