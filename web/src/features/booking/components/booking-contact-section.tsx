import { Anchor, SimpleGrid, Text } from '@mantine/core';
import { Detail } from '@web/components/move-details';
import { BOOKING_PAGE_MESSAGES as M } from '../messages';
import { customerNameOf } from '../model/booking-display';
import type { BookingSectionProps } from '../model/booking-section';
import { BookingSectionCard } from './booking-section-card';

function CompanyContact({ booking }: Pick<BookingSectionProps, 'booking'>) {
  const { company } = booking.parties;
  return (
    <BookingSectionCard title={M.companyContactTitle} testId="company-contact">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Detail label="Company">{company.name}</Detail>
        <Detail label="E-mail">
          <Anchor href={`mailto:${company.email}`}>{company.email}</Anchor>
        </Detail>
        <Detail label="Phone">
          {company.phone ? <Anchor href={`tel:${company.phone}`}>{company.phone}</Anchor> : 'Not given'}
        </Detail>
      </SimpleGrid>
    </BookingSectionCard>
  );
}

function CustomerContact({ booking, side }: BookingSectionProps) {
  const { customer } = booking.parties;
  // The server hides them from a company once its booking is cancelled.
  const hidden = side === 'company' && booking.stage === 'CANCELLED';
  return (
    <BookingSectionCard title={M.customerContactTitle} testId="customer-contact">
      {hidden && (
        <Text size="sm" c="gray.7" mb="sm">
          {M.customerContactHidden}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Detail label="Name">{customerNameOf(booking)}</Detail>
        <Detail label="E-mail">
          {customer.email ? <Anchor href={`mailto:${customer.email}`}>{customer.email}</Anchor> : 'Not given'}
        </Detail>
        <Detail label="Phone">
          {customer.phone ? <Anchor href={`tel:${customer.phone}`}>{customer.phone}</Anchor> : 'Not given'}
        </Detail>
      </SimpleGrid>
    </BookingSectionCard>
  );
}

/** The other side's contact: the company for the customer, the customer for the company, both for an admin. */
export function BookingContactSection({ booking, side }: BookingSectionProps) {
  if (side === 'customer') return <CompanyContact booking={booking} />;
  if (side === 'company') return <CustomerContact booking={booking} side={side} />;
  return (
    <>
      <CustomerContact booking={booking} side={side} />
      <CompanyContact booking={booking} />
    </>
  );
}
