import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDollars, formatDollarsRange } from '@schemas/money';
import type { ConciergeCase, RecommendationStage } from '@schemas/concierge-desk';
import { formatInstantDay } from '@schemas/date-text';
import { formatDateRange } from '@web/lib/calendar/calendar-dates';
import { formatDateTime, userDisplayName } from '../model/format';
import { ConciergeNoteForm, RecommendForm } from './concierge-case-forms';
import { ConciergeQuoteRequestForm } from './concierge-quote-request-form';

/** The recommendation's stage as staff read it (the customer's card says it to the customer). */
const STAFF_STAGE_TEXT: Record<RecommendationStage, string> = {
  pending: 'waiting for the customer',
  declined: 'declined',
  payment_unfinished: 'approved, payment not finished',
  booked: 'booked',
  cancelled: 'booking cancelled',
  not_booked: 'approved, could not be booked: recommend again',
};

const priceText = (price: number | null, top: number | null) =>
  price === null ? 'not quoted yet' : formatDollarsRange(price, top);

/** One concierge customer's case: the move, the maximum price, the quotes, the recommendation, notes and actions. */
export function ConciergeCaseCard({ item }: { item: ConciergeCase }) {
  const name = userDisplayName(item.customer);
  const titleId = `concierge-case-${item.customer.id}`;
  const rec = item.recommendation;
  return (
    <Paper component="article" aria-labelledby={titleId} withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5" id={titleId}>
            {name}
          </Title>
          {item.has_booking && <Badge color="green">Booked</Badge>}
        </Group>
        <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
          {item.customer.email}
        </Text>
        <Text>
          {item.move
            ? `${item.move.from_city}, ${item.move.from_state} → ${item.move.to_city}, ${item.move.to_state} · ${formatDateRange(item.move.start_date, item.move.end_date)}`
            : 'No move request yet'}
        </Text>
        <Text>Maximum price: {item.max_price === null ? 'not set' : formatDollars(item.max_price)}</Text>

        <Title order={4} size="h6">
          Requested companies ({item.quotes.length})
        </Title>
        {item.quotes.length === 0 ? (
          <Text size="sm">None asked yet.</Text>
        ) : (
          <List size="sm" spacing={4}>
            {item.quotes.map((quote) => (
              <List.Item key={quote.id}>
                {quote.company_name}: {priceText(quote.price, quote.top_price)} (
                {quote.status.replaceAll('_', ' ').toLowerCase()})
              </List.Item>
            ))}
          </List>
        )}
        {rec && (
          <Text size="sm" data-testid="concierge-recommendation">
            Recommended: {rec.company_name}, {priceText(rec.price, rec.top_price)}, because {rec.reason} ·{' '}
            {STAFF_STAGE_TEXT[rec.stage]}
            {rec.cancellation ? ` by the ${rec.cancellation.by} on ${formatInstantDay(rec.cancellation.at)}` : ''}
            {rec.above_max ? ' · above the maximum' : ''}
          </Text>
        )}
        <Text size="sm" data-testid="concierge-fee">
          Concierge fee: {item.fee_paid_at ? `paid ${formatInstantDay(item.fee_paid_at)}` : 'not paid yet'}
        </Text>
        {!item.has_booking && item.move && <ConciergeQuoteRequestForm item={item} />}
        {!item.has_booking && <RecommendForm item={item} />}

        <Title order={4} size="h6">
          Notes
        </Title>
        {item.notes.length > 0 && (
          <List size="sm" spacing={4}>
            {item.notes.map((note) => (
              <List.Item key={note.id}>
                <Text span size="sm">
                  {note.text}
                </Text>{' '}
                <Text span size="xs" c="gray.7">
                  {note.author_name}, {formatDateTime(note.at)}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
        <ConciergeNoteForm customerId={item.customer.id} />
      </Stack>
    </Paper>
  );
}
