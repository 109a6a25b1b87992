import { List, Text, Title } from '@mantine/core';
import { longDayLabel } from '@web/lib/calendar/calendar-dates';
import { AVAILABILITY_MESSAGES } from '../messages';
import type { AvailabilityCalendarState } from '../model/use-availability-calendar';

/** The shown weeks' booked days in words: the day, crews booked of crews per day, who and when. */
export function BookedDaysList({ calendar }: { calendar: AvailabilityCalendarState }) {
  const days = calendar.grid
    .filter((cell) => calendar.booked[cell.iso])
    .map((cell) => ({ date: cell.iso, mark: calendar.booked[cell.iso] }));
  return (
    <section aria-labelledby="booked-days-heading">
      <Title order={3} size="h5" id="booked-days-heading" mt="xs">
        {AVAILABILITY_MESSAGES.bookedHeading}
      </Title>
      {days.length === 0 ? (
        <Text size="sm" c="gray.7">
          {AVAILABILITY_MESSAGES.noBookings}
        </Text>
      ) : (
        <List size="sm" spacing={4}>
          {days.map(({ date, mark }) => (
            <List.Item key={date}>
              <Text span fw={700} size="sm">
                {longDayLabel(date)}:
              </Text>{' '}
              {AVAILABILITY_MESSAGES.crewsBooked(mark.booked, mark.crews)}
              {mark.bookings.length > 0 &&
                ` · ${mark.bookings.map((b) => `${b.name || 'A customer'} (${b.window})`).join(', ')}`}
            </List.Item>
          ))}
        </List>
      )}
    </section>
  );
}
