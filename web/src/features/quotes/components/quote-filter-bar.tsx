import { Button, Checkbox, Group } from '@mantine/core';
import { QUOTE_DASHBOARD_MESSAGES } from '../messages';
import type { QuoteDashboard } from '../model/use-quote-dashboard';

/** The two filters and, with two or more comparable quotes, the comparison toggle. */
export function QuoteFilterBar({ dashboard }: { dashboard: QuoteDashboard }) {
  const { filter, toggleFilter, comparing, toggleComparing } = dashboard;
  const canCompare = !dashboard.loading && !dashboard.failed && dashboard.comparable.length >= 2;
  return (
    <Group gap="lg" justify="space-between" align="center">
      <Group gap="lg" role="group" aria-label="Filter quotes">
        <Checkbox
          label={QUOTE_DASHBOARD_MESSAGES.showBookedOnly}
          checked={filter === 'booked'}
          onChange={() => toggleFilter('booked')}
        />
        <Checkbox
          label={QUOTE_DASHBOARD_MESSAGES.showQuotedOnly}
          checked={filter === 'quoted'}
          onChange={() => toggleFilter('quoted')}
        />
      </Group>
      {canCompare && (
        <Button
          variant={comparing ? 'default' : 'filled'}
          aria-expanded={comparing}
          aria-controls="compare-quotes"
          onClick={toggleComparing}
        >
          {comparing ? 'Hide comparison' : 'Compare quotes'}
        </Button>
      )}
    </Group>
  );
}
