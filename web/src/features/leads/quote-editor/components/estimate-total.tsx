import { Paper, Text } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { formatDollars } from '@schemas/money';
import { liveTotals } from '../model/estimate-form';
import type { QuoteEditor } from '../model/use-quote-editor';

/** The total as the customer will see it, worked out from the fields as they are typed. */
export function EstimateTotal({ editor }: { editor: QuoteEditor }) {
  const values = useWatch({ control: editor.form.control, name: 'estimate' });
  const totals = liveTotals(values, editor.inventory?.totals ?? null);
  return (
    <Paper withBorder p="sm" radius="md" bg="gray.0" aria-live="polite" data-testid="estimate-total">
      {totals ? (
        <>
          <Text fw={700}>
            Total:{' '}
            {totals.top_price === null
              ? formatDollars(totals.price)
              : `${formatDollars(totals.price)} - ${formatDollars(totals.top_price)}`}
          </Text>
          <Text size="sm" c="gray.7">
            The most the customer can be billed: {formatDollars(totals.worst_case)}
            {totals.two_hours_over !== null ? ` · 2 hours over adds ${formatDollars(totals.two_hours_over)}` : ''}
          </Text>
        </>
      ) : (
        <Text size="sm" c="gray.7">
          The total appears when the required fields are filled in.
        </Text>
      )}
    </Paper>
  );
}
