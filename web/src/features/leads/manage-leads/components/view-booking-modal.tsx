import { Anchor, Divider, SimpleGrid, Stack, Text } from '@mantine/core';
import type { CompanyLead } from '@schemas/company-quotes';
import { AppModal } from '@web/components/app-modal';
import { QuoteTermsList } from '@web/components/quote-terms-list';
import { formatQuotePrice } from '../../quote-editor/model/quote-form';
import { MANAGE_LEADS_MESSAGES as M } from '../messages';
import { customerFullName } from '../model/customer-name';
import { formatCalendarRange } from '@schemas/date-text';
import { bookedDayText } from '@schemas/bookings';
import { AddressBlock, Detail, MoveRegimeDetail } from './move-details';

export const COORDINATE_BY_EMAIL = 'Please send an email to coordinate this move.';
export const AWAITING_CUSTOMER_CONFIRMATION =
  "You marked this move as booked. We've asked the customer to confirm the booking; their contact details show here once they do.";

/** Spec section 2: the booked customer's contact and the move, for the company that holds the booking. */
export function ViewBookingModal({ lead, onClose }: { lead: CompanyLead | null; onClose: () => void }) {
  const move = lead?.move_request;
  const name = customerFullName(move);
  return (
    <AppModal title={`Booking with ${name}`} opened={lead !== null} onClose={onClose} size="lg" fullScreenOnPhone>
      {lead && move && (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <Detail label="Customer">{name}</Detail>
            <Detail label="E-mail">
              {move.user?.email ? (
                <Anchor href={`mailto:${move.user.email}`}>{move.user.email}</Anchor>
              ) : (
                'Not available'
              )}
            </Detail>
            <Detail label="Phone">
              {move.user?.phone ? <Anchor href={`tel:${move.user.phone}`}>{move.user.phone}</Anchor> : 'Not given'}
            </Detail>
            {lead.booked_day ? (
              <Detail label="Booked day">{bookedDayText(lead.booked_day)}</Detail>
            ) : (
              <Detail label="Move dates">{formatCalendarRange(move.date_range_start, move.date_range_end)}</Detail>
            )}
            <Detail label="Packing required">{move.is_packing_required ? 'Yes' : 'No'}</Detail>
          </SimpleGrid>
          <Detail label="Special considerations">
            {move.special_considerations.trim() || M.noSpecialConsiderations}
          </Detail>
          <Divider />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <AddressBlock label="From" location={move.move_request_from} />
            <AddressBlock label="To" location={move.move_request_to} />
          </SimpleGrid>
          <MoveRegimeDetail regime={move.move_regime} />
          <Divider />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <Detail label="Quote amount">{formatQuotePrice(lead.price, lead.top_price)}</Detail>
            <Detail label="Prepared by">{lead.quoted_by_name || 'Not given'}</Detail>
          </SimpleGrid>
          {lead.estimate && <QuoteTermsList estimate={lead.estimate} depositPath={null} />}
          <Detail label="Description">{lead.description || 'No description provided'}</Detail>
          {/* The server sends the customer's e-mail only once the customer booked this company. */}
          <Text fw={600} c="brand.8">
            {move.user?.email ? COORDINATE_BY_EMAIL : AWAITING_CUSTOMER_CONFIRMATION}
          </Text>
        </Stack>
      )}
    </AppModal>
  );
}
