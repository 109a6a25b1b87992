import type { MoveRegime } from '@schemas/move-regime';
import { Badge, Button, Group, SimpleGrid, Text } from '@mantine/core';
import { ESTIMATE_TYPE_LABELS } from '@schemas/estimates';
import type { CustomerQuote } from '@schemas/quotes';
import { EarlierQuoteLine } from '@web/components/earlier-quote-line';
import { QuoteInventoryLine } from '@web/components/inventory/quote-inventory-line';
import { formatDateRange } from '@web/lib/calendar/calendar-dates';
import { bookedDayText } from '@schemas/bookings';
import { QUOTE_DASHBOARD_MESSAGES } from '../messages';
import { cardActions, companyNameOf, formatPrice, STATUS_COLORS, statusLabel } from '../model/quote-display';
import { CompanyCard } from './company-card';
import { ReviewPrompt } from './review-prompt';
import { NotInterestedButton, QuoteOriginBadge } from './quote-origin';

/** What a quote card shows of the customer's move: its dates and its current inventory version. */
export interface MoveDates {
  start: string;
  end: string;
  expired: boolean;
  inventoryVersion?: number | null;
  /** Which rules the move falls under (interstate, or within one state). */
  regime?: MoveRegime;
}

interface QuoteCardProps {
  quote: CustomerQuote;
  move: MoveDates | null;
  onView: () => void;
  onRequestAgain: () => void;
  requestingAgain: boolean;
  onMessages: () => void;
}

/** One quote of the dashboard (spec section 2): company, move date, price, status chip and actions. */
export function QuoteCard({ quote, move, onView, onRequestAgain, requestingAgain, onMessages }: QuoteCardProps) {
  const name = companyNameOf(quote);
  const actions = cardActions(quote.status);
  return (
    <CompanyCard
      id={`quote-${quote.id}`}
      company={quote.moving_company}
      companyId={quote.moving_company_id}
      companyName={name}
      testId="quote-card"
      corner={
        <Badge color={STATUS_COLORS[quote.status]} variant="light" size="lg" radius="sm" data-testid="quote-status">
          {statusLabel(quote.status)}
        </Badge>
      }
    >
      <SimpleGrid cols={2} spacing="sm">
        {quote.booked_day ? (
          <div>
            <Text size="xs" tt="uppercase" fw={700} c="gray.7">
              Booked day
            </Text>
            <Text fw={600} data-testid="quote-booked-day">
              {bookedDayText(quote.booked_day)}
            </Text>
          </div>
        ) : (
          <div>
            <Text size="xs" tt="uppercase" fw={700} c="gray.7">
              Move date
            </Text>
            <Text fw={600}>{move ? formatDateRange(move.start, move.end) : '—'}</Text>
          </div>
        )}
        <div>
          <Text size="xs" tt="uppercase" fw={700} c="gray.7">
            Quote
          </Text>
          <Text fw={600} data-testid="quote-price">
            {formatPrice(quote.price, quote.top_price)}
          </Text>
          {quote.estimate && (
            <Text size="sm" c="gray.7" data-testid="quote-estimate-type">
              {ESTIMATE_TYPE_LABELS[quote.estimate.type]}
            </Text>
          )}
        </div>
      </SimpleGrid>
      <QuoteInventoryLine quote={quote} currentVersion={move?.inventoryVersion} />
      <EarlierQuoteLine earlier={quote.earlier_quote} />
      <QuoteOriginBadge origin={quote.origin} />
      {quote.status === 'CANCELLED' && move?.expired && (
        <Text size="sm" c="gray.7">
          {QUOTE_DASHBOARD_MESSAGES.moveDatePassed}
        </Text>
      )}
      {quote.status === 'BOOKED' && <ReviewPrompt quoteId={quote.id} companyName={name} />}
      <Group gap="xs">
        {actions.includes('view-quote') && <Button onClick={onView}>View quote</Button>}
        {actions.includes('view-booking') && <Button onClick={onView}>View booking</Button>}
        {actions.includes('request-again') && (
          <Button onClick={onRequestAgain} loading={requestingAgain} disabled={move?.expired}>
            Request a new quote
          </Button>
        )}
        <Button variant="default" onClick={onMessages}>
          View messages
        </Button>
        {quote.origin === 'REACHED_OUT' && (quote.status === 'QUOTED' || quote.status === 'INVITED_TO_BOOK') && (
          <NotInterestedButton quoteId={quote.id} companyName={name} />
        )}
      </Group>
    </CompanyCard>
  );
}
