import { Anchor, Group, List, SimpleGrid, Text } from '@mantine/core';
import { routes } from '@schemas/routes';
import { PdfDownloadButton } from '@web/components/pdf-download-button';
import { apiRequest } from '@web/lib/api-client';
import { formatInstantDay } from '@schemas/date-text';
import { bookedPriceText, type BookingView } from '@schemas/bookings';
import { companyReceivesText, PROTECTED_PAYMENT } from '@schemas/payouts';
import { CONFIRMATION_DAYS } from '@schemas/booking-completion';
import { DEPOSIT_MESSAGES } from '@schemas/deposits';
import { formatDollars } from '@schemas/money';
import { bookedValuationText } from '@schemas/valuation';
import { Detail } from '@web/components/move-details';
import { QuoteTermsList } from '@web/components/quote-terms-list';
import { bookedInventoryText } from '@web/components/inventory/inventory-totals';
import { BOOKING_PAGE_MESSAGES as M } from '../messages';
import type { BookingSectionProps } from '../model/booking-section';
import { BookingSectionCard } from './booking-section-card';

function bookingPaymentText({ payment, cancellation }: Pick<BookingView, 'payment' | 'cancellation'>): string {
  if (payment.kind === 'direct') return PROTECTED_PAYMENT.direct;
  const card = payment.card_last4 ? ` by the card ending in ${payment.card_last4}` : '';
  const when = payment.deposit_paid_at ? ` on ${formatInstantDay(payment.deposit_paid_at)}` : '';
  const deposit = formatDollars(payment.deposit_paid ?? 0);
  const noDeposit = payment.deposit_paid === 0;
  const paid = noDeposit
    ? `${PROTECTED_PAYMENT.badge}: no deposit; ${payment.card_last4 ? `the card ending in ${payment.card_last4}` : 'a card'} saved through MoveMatch${when}.`
    : `${PROTECTED_PAYMENT.badge}: deposit of ${deposit} paid through MoveMatch${card}${when}.`;
  if (payment.deposit_after_cancel === 'refunded')
    return `${paid} ${cancellation?.by === 'company' ? DEPOSIT_MESSAGES.depositRefundedCompanyCancelled(deposit) : DEPOSIT_MESSAGES.depositRefunded(deposit)}`;
  if (payment.deposit_after_cancel === 'kept') return `${paid} ${DEPOSIT_MESSAGES.depositKept(deposit)}`;
  if (payment.deposit_refunded_part !== null)
    return `${paid} ${DEPOSIT_MESSAGES.depositPartRefunded(
      formatDollars((payment.deposit_paid ?? 0) - payment.deposit_refunded_part),
      formatDollars(payment.deposit_refunded_part),
    )}`;
  if (payment.balance_charged !== null) {
    const charged = formatDollars(payment.balance_charged);
    return `${paid} ${noDeposit ? DEPOSIT_MESSAGES.balanceChargedNoDeposit(charged) : DEPOSIT_MESSAGES.balanceCharged(charged, deposit)}`;
  }
  if (payment.hold_failed) return `${paid} ${DEPOSIT_MESSAGES.holdFailed}`;
  if (payment.balance_held !== null)
    return `${paid} ${DEPOSIT_MESSAGES.balanceHeld(formatDollars(payment.balance_held))}`;
  return `${paid} The mover is paid once the move is done.`;
}

/** The terms frozen at booking: price, the most a final bill may be, the structure, the description. */
export function BookingTermsSection({ booking, side }: BookingSectionProps) {
  const { terms } = booking;
  return (
    <BookingSectionCard title={M.termsTitle} testId="booking-terms">
      <Text size="sm" c="gray.7">
        {M.termsIntro}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Detail label={M.price}>
          <Text component="span" fz="xl" fw={800} data-testid="booking-price">
            {bookedPriceText(terms)}
          </Text>
        </Detail>
        <Detail label={M.highestFinalPrice}>{formatDollars(booking.highest_final_price)}</Detail>
      </SimpleGrid>
      <QuoteTermsList estimate={terms.estimate} valuation={terms.valuation} depositPath={booking.payment.kind} />
      <Detail label="Payment">
        <span data-testid="booking-payment" data-payment={booking.payment.kind}>
          {bookingPaymentText(booking)}
        </span>
        {side === 'company' && booking.payment.kind === 'protected' && !booking.cancellation && (
          <Text component="span" display="block" size="sm" mt={4} data-testid="company-receives">
            {companyReceivesText(booking.agreed_total, CONFIRMATION_DAYS)}
          </Text>
        )}
      </Detail>
      {terms.valuation && !terms.estimate && (
        <Detail label="Valuation">
          <span data-testid="booked-valuation">{bookedValuationText(terms.valuation)}</span>
          {terms.valuation.release && (
            <Text component="span" display="block" size="sm" c="gray.7">
              Release signed by {terms.valuation.release.typed_name}
            </Text>
          )}
        </Detail>
      )}
      {terms.inventory && (
        <Detail label="Inventory as booked">
          <span data-testid="booked-inventory">{bookedInventoryText(terms.inventory)}</span>
        </Detail>
      )}
      {terms.acknowledgements && terms.acknowledgements.length > 0 && (
        <Detail label="Documents read before booking">
          <List size="sm" spacing={2} data-testid="booked-acknowledgements">
            {terms.acknowledgements.map((doc) => (
              <List.Item key={doc.id}>
                <Anchor href={doc.url} target="_blank" rel="noreferrer" underline="always">
                  {doc.title}
                </Anchor>{' '}
                ({doc.version}), confirmed {formatInstantDay(doc.acknowledged_at)}
              </List.Item>
            ))}
          </List>
        </Detail>
      )}
      <Detail label={M.description}>{terms.description?.trim() || M.noDescription}</Detail>
      {booking.parties.move_regime === 'INTERSTATE' && booking.stage !== 'CANCELLED' && (
        <Group>
          <PdfDownloadButton
            label="Bill of lading (PDF)"
            load={() => apiRequest(routes.getBillOfLading, { params: { id: booking.quote_id } })}
          />
        </Group>
      )}
    </BookingSectionCard>
  );
}
