// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { routes } from '@schemas/routes';
import { AvailabilityCalendarPage } from '@web/features/availability/pages/availability-calendar-page';
import { calendarPage, mondayOnOrBefore } from '@web/features/availability/model/availability-grid';
import { longDayLabel, todayIso } from '@web/lib/calendar/calendar-dates';
import { fakeApi, useFakeApi } from '../support/fake-api';
import { profileUser, publicCompany } from '../support/fixtures';
import { renderRoute } from '../support/render-route';
import { recordToasts } from '../support/stubs';

vi.setConfig({ testTimeout: 30_000 });
useFakeApi();
const showToast = recordToasts();

afterEach(cleanup);

/** The last day of the first page (weeks from today, so never past). */
const lastShownDay = () => calendarPage(mondayOnOrBefore(todayIso()))[41].iso;

function renderCalendar() {
  const company = publicCompany();
  const day = lastShownDay();
  fakeApi
    .on(routes.getMovingCompany, company)
    .on(routes.getAvailability, ({ query }) => [{ date: query.start_date, is_available: false }])
    .on(routes.getCalendarSettings, { crews_per_day: 2, own_arrival_window: null })
    .on(routes.listBookedDays, {
      crews_per_day: 2,
      days: [
        {
          date: day,
          crews_booked: 1,
          bookings: [
            {
              quote_id: 'Q1',
              customer_first_name: 'Ana',
              arrival_window: { code: 'MORNING', label: 'Morning, 8 am–12 pm' },
            },
          ],
        },
      ],
    });
  renderRoute('/availability-calendar', <AvailabilityCalendarPage />, {
    user: profileUser({ role: 'MOVING_COMPANY', moving_company_id: company.id }),
  });
  return day;
}

describe('/availability-calendar: crews and booked days', () => {
  it('marks a booked day with its crews and the customer, in the day’s name and in the weeks’ list', async () => {
    const day = renderCalendar();
    expect(
      await screen.findByRole('button', { name: new RegExp(`^${longDayLabel(day)}, .*1 of 2 crews booked \\(Ana\\)`) }),
    ).toBeTruthy();
    const list = screen.getByRole('region', { name: 'Booked in these weeks' });
    expect(list.textContent).toContain(`${longDayLabel(day)}: 1 of 2 crews booked · Ana (Morning, 8 am–12 pm)`);
    expect(screen.getByRole('list', { name: 'Legend' }).textContent).toContain('Booked');
  });

  it('saves crews per day and an own arrival window, and says what is wrong first', async () => {
    renderCalendar();
    fakeApi.on(routes.updateCalendarSettings, ({ body }) => body);
    const crews = await screen.findByRole('textbox', { name: /Crews per day/ });
    await waitFor(() => expect((crews as HTMLInputElement).value).toBe('2'));
    fireEvent.change(crews, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Crews per day must be a whole number from 1 to 20')).toBeTruthy();
    expect(fakeApi.callsTo(routes.updateCalendarSettings)).toEqual([]);

    fireEvent.change(crews, { target: { value: '3' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Your own arrival window/ }), { target: { value: '7–9 am' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(fakeApi.callsTo(routes.updateCalendarSettings)).toEqual([
        expect.objectContaining({ body: { crews_per_day: 3, own_arrival_window: '7–9 am' } }),
      ]),
    );
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Your calendar settings are saved.' })),
    );
    expect(within(screen.getByRole('region', { name: 'Crews and arrival window' })).queryByRole('alert')).toBeNull();
  });
});
