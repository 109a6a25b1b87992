import { Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { DemandLeadCard } from '@schemas/lead-demand';
import { formatDateRange } from '@web/lib/calendar/calendar-dates';
import { useLeadDemand } from '../api/lead-demand';
import { DEMAND_MESSAGES as M } from '../messages';

/**
 * What a company sees of its market before it pays: the open leads in its service area over
 * the next 30 days and a few of them without anything that identifies the customer. A failed
 * load shows nothing: the plans beside it are what the page is for.
 */
export function LeadDemandPreview() {
  const demand = useLeadDemand(true);
  if (demand.isError) return null;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="lead-demand-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="lead-demand-title">
          {M.title}
        </Title>
        {demand.isPending ? (
          <Stack gap="xs" aria-busy="true" aria-label={M.loading}>
            <Skeleton height={28} width="60%" />
            <Skeleton height={64} />
            <Skeleton height={64} />
          </Stack>
        ) : (
          <>
            <Text data-testid="lead-demand-count">
              <Text span fw={800} fz={28} mr={6}>
                {demand.data.open_leads}
                {demand.data.at_least ? '+' : ''}
              </Text>
              {M.countLine(demand.data.open_leads)}
            </Text>
            {demand.data.leads.length === 0 ? (
              <Text size="sm" c="gray.7">
                {M.none}
              </Text>
            ) : (
              <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {demand.data.leads.map((lead, index) => (
                  // The cards carry no id on purpose; their order is the server's.
                  <DemandCard key={index} lead={lead} />
                ))}
              </Stack>
            )}
            <Text size="sm" c="gray.7">
              {M.afterPaying}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}

function DemandCard({ lead }: { lead: DemandLeadCard }) {
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="lead-demand-card">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={700}>{formatDateRange(lead.start_date, lead.end_date)}</Text>
        <Badge variant="light" color="gray" radius="sm">
          {M.size(lead.bedrooms, lead.square_feet)}
        </Badge>
      </Group>
      <Text size="sm" c="gray.8">
        {lead.from.city}, {lead.from.state} → {lead.to.city}, {lead.to.state}
      </Text>
    </Paper>
  );
}
