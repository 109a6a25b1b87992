import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Paper, Skeleton, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { PerformanceMetrics } from '@schemas/metrics';
import { periodLabel } from '../model/metric-display';

const SERIES = [
  { name: 'quotesSent', label: 'Quotes sent', color: 'brand.7' },
  { name: 'bookings', label: 'Deals closed', color: 'orange.7' },
];

/** Quotes sent and bookings per day, week or month of the period; a table says the same to screen readers. */
export function MetricsChart({ metrics, loading }: { metrics: PerformanceMetrics; loading: boolean }) {
  const unit = metrics.timelineUnit;
  const data = metrics.timeline.map((point) => ({ ...point, period: periodLabel(point.periodStart, unit) }));
  return (
    <Paper component="section" withBorder radius="lg" p="lg" aria-labelledby="metrics-chart-heading">
      <Title order={2} size="h4" id="metrics-chart-heading" mb="xs">
        Over time: quotes and bookings by {unit}
      </Title>
      {loading ? (
        <Skeleton height={220} />
      ) : data.length === 0 || data.every((p) => p.quotesSent === 0 && p.bookings === 0) ? (
        <Text size="sm" c="gray.7">
          No quotes in this period yet.
        </Text>
      ) : (
        <>
          <div>
            <BarChart
              h={220}
              data={data}
              dataKey="period"
              series={SERIES}
              withLegend
              // In the bars' order (Recharts sorts the legend by label otherwise).
              legendProps={{ itemSorter: (item) => SERIES.findIndex((series) => series.name === item.dataKey) }}
              tickLine="y"
              yAxisProps={{ allowDecimals: false }}
            />
          </div>
          <VisuallyHidden>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Period</Table.Th>
                  <Table.Th scope="col">Quotes sent</Table.Th>
                  <Table.Th scope="col">Deals closed</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.map((point) => (
                  <Table.Tr key={point.periodStart}>
                    <Table.Th scope="row">{point.period}</Table.Th>
                    <Table.Td>{point.quotesSent}</Table.Td>
                    <Table.Td>{point.bookings}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </VisuallyHidden>
        </>
      )}
    </Paper>
  );
}
