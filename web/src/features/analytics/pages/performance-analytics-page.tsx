import { useState } from 'react';
import {
  Alert,
  Button,
  Container,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import { METRICS_FILTERS } from '@schemas/enums';
import { METRICS_FILTER_LABELS } from '@schemas/metrics';
import { paths } from '@web/config/paths';
import { usePageTitle } from '@web/hooks/use-page-title';
import { usePerformanceMetrics, type MetricsFilter } from '../api/get-performance-metrics';
import { MetricCard } from '../components/metric-card';
import { MetricsChart } from '../components/metrics-chart';
import { ANALYTICS_MESSAGES } from '../messages';
import { metricCards, ZERO_METRICS } from '../model/metric-display';

/** /performance-analytics (spec section 2): time filter, calendar promo, the metric cards and the chart over time. */
export function PerformanceAnalyticsPage() {
  usePageTitle('Performance analytics');
  const [filter, setFilter] = useState<MetricsFilter>('all_time');
  const metrics = usePerformanceMetrics(filter);
  const failed = metrics.isError;
  const loading = !failed && (metrics.isPending || metrics.isPlaceholderData);
  const shown = failed ? ZERO_METRICS : (metrics.data ?? ZERO_METRICS);
  const cards = metricCards(shown);

  return (
    <Container size="md" px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Title order={1} size="h2">
            Performance analytics
          </Title>
          <SegmentedControl
            aria-label="Time period"
            value={filter}
            onChange={(value) => setFilter(value)}
            data={METRICS_FILTERS.map((value) => ({ value, label: METRICS_FILTER_LABELS[value] }))}
            w={{ base: '100%', xs: 'auto' }}
          />
        </Group>

        <Paper withBorder radius="lg" p="lg" bg="brand.0">
          <Stack gap="xs" align="flex-start">
            <Title order={2} size="h4">
              Get more leads
            </Title>
            <Text>
              {ANALYTICS_MESSAGES.promo} Keep your availability calendar up to date so customers can find you.
            </Text>
            <Button component={Link} to={paths.availabilityCalendar}>
              Update availability calendar
            </Button>
          </Stack>
        </Paper>

        {failed && (
          <Alert color="red" variant="light" role="alert" title="Something went wrong">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{ANALYTICS_MESSAGES.loadFailed}</Text>
              <Button
                size="sm"
                variant="white"
                color="red"
                loading={metrics.isFetching}
                onClick={() => void metrics.refetch()}
              >
                Retry
              </Button>
            </Stack>
          </Alert>
        )}

        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" aria-live="polite">
          {cards.map((card) => (
            <MetricCard key={card.label} {...card} loading={loading} />
          ))}
        </SimpleGrid>
        {loading && (
          <Text size="sm" c="gray.7" role="status">
            Loading your metrics…
          </Text>
        )}
        {!failed && <MetricsChart metrics={shown} loading={loading} />}
      </Stack>
    </Container>
  );
}
