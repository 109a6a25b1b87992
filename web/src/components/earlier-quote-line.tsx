import { Text } from '@mantine/core';
import { earlierQuoteText, type EarlierQuote } from '@schemas/earlier-quote';

/** The figures quoted before a cancellation, as history beside a new request; nothing when none. */
export function EarlierQuoteLine({ earlier }: { earlier: EarlierQuote | undefined }) {
  if (!earlier) return null;
  return (
    <Text size="sm" c="gray.7" data-testid="earlier-quote">
      {earlierQuoteText(earlier)}
    </Text>
  );
}
