import { MoveRegimeDetail } from '@web/components/move-details';
import { Anchor, Button, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { CustomerQuote } from '@schemas/quotes';
import { reviewSummaryText } from '@schemas/reviews';
import { formatDateRange } from '@web/lib/calendar/calendar-dates';
import { bookedDayText } from '@schemas/bookings';
import { Link } from 'react-router';
import { paths } from '@web/config/paths';
import { QUOTE_DASHBOARD_MESSAGES } from '../messages';
import { bookAction, companyNameOf, formatPrice } from '../model/quote-display';
import { AppModal, ModalActions } from '@web/components/app-modal';
import { QuoteTermsList } from '@web/components/quote-terms-list';
import { depositThroughMoveMatch } from './booking-payment-note';
import { PdfDownloadButton } from '@web/components/pdf-download-button';
import { apiRequest } from '@web/lib/api-client';
import { routes } from '@schemas/routes';
import type { MoveDates } from './quote-card';

interface QuoteDetailsModalProps {
  /** The last quote opened; it stays set while the modal fades out. */
  quote: CustomerQuote | null;
  opened: boolean;
  booking: CustomerQuote | null;
  move: MoveDates | null;
  onClose: () => void;
  onBook: () => void;
  onAlreadyBooked: (companyName: string) => void;
  onCancelBooking: () => void;
  onMessage: () => void;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" tt="uppercase" fw={700} c="gray.7">
        {label}
      </Text>
      <Text component="div" fw={500} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {children}
      </Text>
    </div>
  );
}

/**
 * The customer's quote modal (spec section 2): 'Your quote from {company}' or, when booked,
 * 'Your booking with {company}' with the company's e-mail and phone. Book turns into
 * 'Already booked with {company}' while another quote is booked (spec section 4).
 */
export function QuoteDetailsModal({
  quote,
  opened,
  booking,
  move,
  onClose,
  onBook,
  onAlreadyBooked,
  onCancelBooking,
  onMessage,
}: QuoteDetailsModalProps) {
  const name = quote ? companyNameOf(quote) : '';
  const booked = quote?.status === 'BOOKED';
  const action = quote ? bookAction(quote, booking) : null;
  return (
    <AppModal
      opened={opened && quote !== null}
      onClose={onClose}
      title={booked ? QUOTE_DASHBOARD_MESSAGES.bookingTitle(name) : QUOTE_DASHBOARD_MESSAGES.quoteTitle(name)}
      size="lg"
      fullScreenOnPhone
    >
      {quote && (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            {quote.booked_day ? (
              <Field label="Booked day">{bookedDayText(quote.booked_day)}</Field>
            ) : (
              <Field label="Move dates">{move ? formatDateRange(move.start, move.end) : '—'}</Field>
            )}
            <Field label={quote.top_price !== null ? 'Price range' : 'Price'}>
              {formatPrice(quote.price, quote.top_price)}
            </Field>
          </SimpleGrid>
          <QuoteTermsList
            estimate={quote.estimate}
            depositPath={depositThroughMoveMatch(quote) === null ? 'direct' : 'protected'}
          />
          {quote.price !== null && (
            <Group>
              <PdfDownloadButton
                label="Estimate (PDF)"
                load={() => apiRequest(routes.getEstimatePdf, { params: { id: quote.id } })}
              />
            </Group>
          )}
          <MoveRegimeDetail regime={move?.regime} />
          <Field label="Description">{quote.description?.trim() || QUOTE_DASHBOARD_MESSAGES.noDescription}</Field>
          <Field label="Prepared by">{quote.quoted_by_name ?? '—'}</Field>
          {quote.moving_company && (
            <Field label={`Reviews of ${name}`}>{reviewSummaryText(quote.moving_company.reviews)}</Field>
          )}
          {booked && quote.moving_company_contact && (
            <>
              <Divider />
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                <Field label="Company e-mail">
                  <Anchor href={`mailto:${quote.moving_company_contact.email}`}>
                    {quote.moving_company_contact.email}
                  </Anchor>
                </Field>
                <Field label="Company phone">
                  {quote.moving_company_contact.phone ? (
                    <Anchor href={`tel:${quote.moving_company_contact.phone}`}>
                      {quote.moving_company_contact.phone}
                    </Anchor>
                  ) : (
                    'Not provided'
                  )}
                </Field>
              </SimpleGrid>
            </>
          )}
          <ModalActions>
            <Button variant="default" onClick={onMessage}>
              Send message
            </Button>
            {booked && (
              <Button color="red" variant="light" onClick={onCancelBooking}>
                Cancel booking
              </Button>
            )}
            {booked && (
              <Button component={Link} to={paths.booking(quote.id)}>
                {QUOTE_DASHBOARD_MESSAGES.bookingPage}
              </Button>
            )}
            {action?.kind === 'book' && <Button onClick={onBook}>Book</Button>}
            {action?.kind === 'already-booked' && (
              <Button variant="light" color="gray" onClick={() => onAlreadyBooked(action.companyName)}>
                {QUOTE_DASHBOARD_MESSAGES.alreadyBookedWith(action.companyName)}
              </Button>
            )}
          </ModalActions>
        </Stack>
      )}
    </AppModal>
  );
}
