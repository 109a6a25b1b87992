import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import { Alert, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { LoadingState } from '@web/components/loading-state';
import { useMarketplaceStats } from '../api/marketplace-stats';
import { ADMIN_TEXT } from '../messages';
import { formatDateTime } from '../model/format';
import { failureText } from '@web/lib/notify';
import { statRows } from '../model/stats-rows';

const SERIES = [
  { name: 'moveRequests', label: 'Move requests', color: 'brand.6' },
  { name: 'quoteRequests', label: 'Quote requests', color: 'grape.6' },
  { name: 'quotesSent', label: 'Quotes sent', color: 'orange.6' },
  { name: 'bookings', label: 'Bookings', color: 'blue.6' },
];

/** "Nov 3" for the chart's axis (the series' dates are UTC days). */
const shortDay = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** The marketplace's numbers for 7 and 30 days and the daily chart (GET /admin/marketplace-stats). */
export function OperationsSection() {
  const stats = useMarketplaceStats();
  if (stats.isPending) return <LoadingState label="Loading the marketplace numbers" />;
  if (stats.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {failureText(ADMIN_TEXT.loadStatsFailed, stats.error)}
      </Alert>
    );
  }
  const data = stats.data;
  const daily = data.daily.map((day) => ({ ...day, day: shortDay(day.date) }));
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Table striped verticalSpacing="xs" aria-label="Marketplace numbers" data-testid="marketplace-numbers">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Figure</Table.Th>
              <Table.Th scope="col" ta="right">
                Last 7 days
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Last 30 days
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {statRows(data).map((row) => (
              <Table.Tr key={row.label}>
                <Table.Th scope="row" fw={500}>
                  {row.label}
                </Table.Th>
                <Table.Td ta="right">{row.last7}</Table.Td>
                <Table.Td ta="right">{row.last30}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Stack gap="md">
          <Group grow gap="md" align="stretch">
            <Figure label="Active monthly plans" value={data.activeSubscriptions.flat_rate_monthly} />
            <Figure label="Active pay-per-lead plans" value={data.activeSubscriptions.pay_per_lead} />
          </Group>
          <Paper withBorder radius="md" p="md">
            <Text fw={600} size="sm" mb="xs" id="daily-chart-title">
              The last 30 days, day by day
            </Text>
            <div role="img" aria-labelledby="daily-chart-title">
              <AreaChart
                h={220}
                data={daily}
                dataKey="day"
                series={SERIES}
                curveType="linear"
                withDots={false}
                withLegend
                legendProps={{ verticalAlign: 'bottom' }}
                tickLine="x"
                gridAxis="y"
                fillOpacity={0.15}
              />
            </div>
          </Paper>
        </Stack>
      </SimpleGrid>
      <Text size="xs" c="gray.7">
        Updated {formatDateTime(data.generated_at)}
      </Text>
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text fw={700} fz={28} lh={1.2}>
        {value.toLocaleString('en-US')}
      </Text>
    </Paper>
  );
}
