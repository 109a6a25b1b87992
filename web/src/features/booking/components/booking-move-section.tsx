import { Divider, SimpleGrid } from '@mantine/core';
import { AddressBlock, Detail, MoveRegimeDetail } from '@web/components/move-details';
import { BOOKING_PAGE_MESSAGES as M } from '../messages';
import type { BookingSectionProps } from '../model/booking-section';
import { BookingSectionCard } from './booking-section-card';

/** Both street addresses with their size, stairs and elevator, packing, the customer's notes and the rules that apply. */
export function BookingMoveSection({ booking }: BookingSectionProps) {
  const { parties } = booking;
  return (
    <BookingSectionCard title={M.moveTitle} testId="booking-move">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <AddressBlock label={M.from} location={parties.move_from} />
        <AddressBlock label={M.to} location={parties.move_to} />
      </SimpleGrid>
      <Divider />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Detail label={M.packing}>{parties.is_packing_required ? 'Yes' : 'No'}</Detail>
        <Detail label={M.special}>{parties.special_considerations.trim() || M.noSpecial}</Detail>
        <MoveRegimeDetail regime={parties.move_regime} />
      </SimpleGrid>
    </BookingSectionCard>
  );
}
