import { Paper, Skeleton, Text } from '@mantine/core';

interface MetricCardProps {
  label: string;
  value: string;
  detail: string;
  loading: boolean;
}

/** One figure: its label, the value in large type and a line saying what it counts. */
export function MetricCard({ label, value, detail, loading }: MetricCardProps) {
  return (
    <Paper component="section" withBorder radius="lg" p="lg" aria-label={label} aria-busy={loading}>
      <Text size="sm" fw={700} c="gray.7" tt="uppercase">
        {label}
      </Text>
      {loading ? (
        <Skeleton height={40} width="60%" my={6} />
      ) : (
        <Text fz={36} fw={800} lh={1.2} my={4} data-testid="metric-value">
          {value}
        </Text>
      )}
      <Text size="sm" c="gray.7">
        {detail}
      </Text>
    </Paper>
  );
}
