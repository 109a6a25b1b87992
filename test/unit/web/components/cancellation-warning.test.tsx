// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { CUSTOMER_CANCELLATION_MESSAGES } from '@schemas/booking-cancellation';
import { formatCalendarDay } from '@schemas/date-text';
import { CancellationWarning } from '@web/components/booking/cancellation-warning';
import { todayInCarolinas } from '@web/lib/company-trust-facts';

afterEach(cleanup);

const daysFromToday = (days: number) =>
  new Date(Date.parse(`${todayInCarolinas()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const warning = (day: string | null, estimate: { deposit: number; free_cancellation_days: number } | null) => {
  render(
    <MantineProvider>
      <CancellationWarning day={day} estimate={estimate} />
    </MantineProvider>,
  );
  return screen.queryByTestId('cancellation-warning')?.textContent ?? null;
};

describe('the booking dialog warns before a day whose free cancellation has ended', () => {
  it('names the day free cancellation ended when the chosen day is inside the paid period', () => {
    const day = daysFromToday(5);
    expect(warning(day, { deposit: 300, free_cancellation_days: 10 })).toBe(
      CUSTOMER_CANCELLATION_MESSAGES.bookingInsidePaidPeriod(formatCalendarDay(daysFromToday(-6))),
    );
  });

  it('says nothing for a day still free to cancel, a quote without a deposit, or no day yet', () => {
    expect(warning(daysFromToday(20), { deposit: 300, free_cancellation_days: 10 })).toBeNull();
    cleanup();
    expect(warning(daysFromToday(5), { deposit: 0, free_cancellation_days: 10 })).toBeNull();
    cleanup();
    expect(warning(null, { deposit: 300, free_cancellation_days: 10 })).toBeNull();
    cleanup();
    expect(warning(daysFromToday(5), null)).toBeNull();
  });
});
