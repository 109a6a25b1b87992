import { formatCalendarDay } from '@schemas/date-text';
import { useRef, useState, type ReactNode } from 'react';
import { useOverflowsX } from '@web/hooks/use-overflows-x';
import { Anchor, Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { CustomerQuote } from '@schemas/quotes';
import type { PublicVetting } from '@schemas/companies';
import { insuranceFact } from '@web/lib/company-trust-facts';
import { paths } from '@web/config/paths';
import { useCompaniesOpenOnMoveDates } from '../api/companies-open-on-move-dates';
import { QUOTE_DASHBOARD_MESSAGES } from '../messages';
import {
  COMPARE_SORTS,
  comparePrice,
  formatMidpoint,
  formatResponseTime,
  isRange,
  sortForComparison,
  yearsInBusiness,
  type CompareSort,
} from '../model/compare-quotes';
import { bookAction, companyNameOf } from '../model/quote-display';
import { estimateTermLines, TERM_LABELS } from '@schemas/estimate-terms';
import { depositThroughMoveMatch } from './booking-payment-note';
import { reviewSummaryText } from '@schemas/reviews';
import classes from './compare-quotes.module.css';

interface CompareQuotesProps {
  quotes: CustomerQuote[];
  booking: CustomerQuote | null;
  onBook: (quote: CustomerQuote) => void;
  onAlreadyBooked: (companyName: string) => void;
}

/**
 * "Compare quotes": the customer's priced quotes side by side. One column per quote,
 * the same facts in the same rows; Book opens the quote cards' own booking confirmation.
 */
export function CompareQuotes({ quotes, booking, onBook, onAlreadyBooked }: CompareQuotesProps) {
  const [sort, setSort] = useState<CompareSort>('price');
  const currentYear = new Date().getFullYear();
  const sorted = sortForComparison(quotes, sort, currentYear);
  const open = useCompaniesOpenOnMoveDates(true).data ?? null;
  const list = useRef<HTMLUListElement>(null);
  const { overflows: clipped, moreToTheRight } = useOverflowsX(list);
  return (
    <Stack component="section" aria-labelledby="compare-title" gap="sm">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2} size="h3" id="compare-title">
          Compare quotes
        </Title>
        <NativeSelect
          label="Sort by"
          value={sort}
          onChange={(event) => setSort(event.currentTarget.value as CompareSort)}
          data={COMPARE_SORTS}
          w={{ base: '100%', xs: 280 }}
        />
      </Group>
      {clipped && (
        <Text size="sm" c="gray.7" data-testid="compare-scroll-cue">
          <Text span hiddenFrom="sm" inherit>
            Swipe sideways to see every quote.
          </Text>
          <Text span visibleFrom="sm" inherit>
            Scroll sideways to see every quote ({sorted.length} in all).
          </Text>
        </Text>
      )}
      {/* Focusable so a keyboard can scroll the columns too. */}
      <ul
        ref={list}
        className={`${classes.columns} ${classes.scroller}${moreToTheRight ? ` ${classes.clipped}` : ''}`}
        aria-label="Quotes side by side"
        tabIndex={0}
        style={{ gridTemplateRows: `repeat(${COLUMN_ROWS}, auto)` }}
      >
        {sorted.map((quote) => (
          <CompareColumn
            key={quote.id}
            quote={quote}
            booking={booking}
            currentYear={currentYear}
            openCompanies={open}
            onBook={onBook}
            onAlreadyBooked={onAlreadyBooked}
          />
        ))}
      </ul>
    </Stack>
  );
}

/** Heading, price, the term lines, eight company facts and the actions: one grid row each, aligned across columns. */
const COLUMN_ROWS = 3 + TERM_LABELS.length + 8;

function CompareColumn({
  quote,
  booking,
  currentYear,
  openCompanies,
  onBook,
  onAlreadyBooked,
}: Omit<CompareQuotesProps, 'quotes'> & {
  quote: CustomerQuote;
  currentYear: number;
  openCompanies: Set<string> | null;
}) {
  const company = quote.moving_company;
  const name = companyNameOf(quote);
  const years = yearsInBusiness(company?.year_founded, currentYear);
  const action = bookAction(quote, booking);
  return (
    <li className={classes.column} aria-label={name} style={{ gridRow: `span ${COLUMN_ROWS}` }}>
      <Stack gap={2} pb="xs">
        <Title order={3} size="h4" style={{ overflowWrap: 'break-word' }}>
          {name}
        </Title>
        <Anchor
          component={Link}
          to={paths.movingCompany(quote.moving_company_id)}
          size="sm"
          fw={600}
          aria-label={`Learn More about ${name}`}
        >
          Learn More
        </Anchor>
      </Stack>
      <dl className={classes.facts}>
        <Fact label={isRange(quote) ? 'Price range' : 'Price'}>
          <Text fw={700} size="lg" data-testid="compare-price">
            {comparePrice(quote)}
          </Text>
          {isRange(quote) && (
            <Text size="sm" c="gray.7">
              Midpoint {formatMidpoint(quote)} (used for sorting)
            </Text>
          )}
        </Fact>
        {estimateTermLines(
          quote.estimate,
          undefined,
          depositThroughMoveMatch(quote) === null ? 'direct' : 'protected',
        ).map((line) => (
          <Fact key={line.label} label={line.label}>
            {line.value}
            {line.detail && (
              <Text size="sm" c="gray.7">
                {line.detail}
              </Text>
            )}
          </Fact>
        ))}
        <Fact label="What is included">{quote.description?.trim() || QUOTE_DASHBOARD_MESSAGES.noDescription}</Fact>
        <Fact label="Prepared by">{quote.quoted_by_name ?? '—'}</Fact>
        <Fact label="Vetting">
          {company?.is_verified ? (
            <>
              <Text size="sm">
                Verified{company.vetting ? ` · vetted on ${formatVettedOn(company.vetting.vetted_on)}` : ''}
              </Text>
              <Text size="sm">{company.dot_number ? `DOT number ${company.dot_number}` : 'No DOT number given'}</Text>
            </>
          ) : (
            <Text size="sm">Not verified yet</Text>
          )}
        </Fact>
        <Fact label="Insurance">
          <InsuranceText vetting={company?.vetting ?? null} />
        </Fact>
        <Fact label="Reviews">{company ? reviewSummaryText(company.reviews) : '—'}</Fact>
        <Fact label="Years in business">
          {years === null ? 'Not given' : years === 0 ? 'Founded this year' : `${years} year${years === 1 ? '' : 's'}`}
        </Fact>
        <Fact label="Response time">{formatResponseTime(company?.median_response_hours)}</Fact>
        <Fact label="Your move dates">{openOnMoveDates(openCompanies, quote.moving_company_id)}</Fact>
      </dl>
      <Stack pt="sm" justify="flex-end">
        {action?.kind === 'book' && (
          <Button onClick={() => onBook(quote)} aria-label={`Book ${name}`}>
            Book
          </Button>
        )}
        {action?.kind === 'already-booked' && (
          // A long company name wraps inside the column instead of running out of it.
          <Button
            variant="light"
            color="gray"
            h="auto"
            py={8}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
            onClick={() => onAlreadyBooked(action.companyName)}
          >
            {QUOTE_DASHBOARD_MESSAGES.alreadyBookedWith(action.companyName)}
          </Button>
        )}
        {quote.status === 'BOOKED' && (
          <Text size="sm" fw={700} c="brand.8">
            Your booking
          </Text>
        )}
      </Stack>
    </li>
  );
}

/** From the customer's matches: a matched company has open days in the move's date range; unknown: a dash. */
function openOnMoveDates(openCompanies: Set<string> | null, companyId: string): string {
  if (!openCompanies) return '—';
  return openCompanies.has(companyId) ? 'Has open days in your dates' : 'No open days listed for your dates';
}

/** 'Insured: cargo and liability valid until …', the expiry in the error colour, or 'Not on record'. */
function InsuranceText({ vetting }: { vetting: PublicVetting | null }) {
  const fact = insuranceFact(vetting);
  if (!fact) return <Text size="sm">Not on record</Text>;
  return (
    <Text
      size="sm"
      c={fact.warning ? 'red.9' : undefined}
      fw={fact.warning ? 600 : undefined}
      data-testid="compare-insurance"
    >
      {fact.text}
    </Text>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** 'Mar 4, 2025' from the vetting date (a calendar date, not an instant). */
const formatVettedOn = (iso: string) => formatCalendarDay(iso.slice(0, 10));
