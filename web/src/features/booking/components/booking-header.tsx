import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { BOOKING_PAGE_MESSAGES as M } from '../messages';
import { customerNameOf, stageBadgeOf } from '../model/booking-display';
import type { BookingSectionProps } from '../model/booking-section';

/** The page's heading: who the move is with, from this side, and where the booking stands. */
export function BookingHeader({ booking, side }: BookingSectionProps) {
  const company = booking.parties.company.name;
  const customer = customerNameOf(booking);
  const title =
    side === 'customer'
      ? M.customerTitle(company)
      : side === 'company'
        ? M.companyTitle(customer)
        : M.adminTitle(customer, company);
  const badge = stageBadgeOf(booking, side);
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        <Badge color={badge.color} variant="light" size="lg" radius="sm" data-testid="booking-stage">
          {badge.label}
        </Badge>
      </Group>
      {side === 'admin' && (
        <Text size="sm" c="gray.7">
          {M.adminNotice}
        </Text>
      )}
    </Stack>
  );
}
