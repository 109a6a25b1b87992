// @vitest-environment jsdom
// jsdom, not happy-dom: happy-dom answers a textarea's rows as a string.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { routes } from '@schemas/routes';
import type { MoveRequest } from '@schemas/move-requests';
import { MoveInfoForm } from '@web/features/move-request/components/move-info-form';
import { ApiError } from '@web/lib/api-error';
import { fakeApi, useFakeApi } from '../support/fake-api';
import { savedMoveRequest } from '../support/fixtures';
import { renderRoute } from '../support/render-route';

useFakeApi();
const apiRequest = fakeApi.request;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 22, 10, 0)); // Sunday, November 22, 2026
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderForm(saved: MoveRequest | null) {
  return renderRoute('/move-info', <MoveInfoForm saved={saved} />, {
    toasts: true,
    otherRoutes: [{ path: '/matches', element: <p>Matches page</p> }],
  });
}

const card = (name: string) => screen.getByRole('region', { name });

describe('/move-info form', () => {
  it('submitting empty shows the error line and marks the three incomplete cards', async () => {
    renderForm(null);
    fireEvent.click(screen.getByRole('button', { name: 'See moving company matches' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Please complete all sections to see your matches');
    expect(card('Move dates').hasAttribute('data-incomplete')).toBe(true);
    expect(card('From location').hasAttribute('data-incomplete')).toBe(true);
    expect(card('To location').hasAttribute('data-incomplete')).toBe(true);
    expect(card('Special considerations').hasAttribute('data-incomplete')).toBe(false);
    expect(apiRequest).not.toHaveBeenCalled();
  });

  it('date modal: past days disabled, pick, swap, restart, and a start alone saves as one day', async () => {
    renderForm(null);
    fireEvent.click(within(card('Move dates')).getByRole('button', { name: 'Choose dates' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move dates' });
    const day = (label: string) => within(dialog).getByRole('button', { name: label });

    expect(within(dialog).getAllByRole('button', { name: /, 20\d\d$/ })).toHaveLength(42);
    expect((day('Saturday, November 21, 2026') as HTMLButtonElement).disabled).toBe(true);
    expect((day('Sunday, November 22, 2026') as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(day('Wednesday, November 25, 2026'));
    fireEvent.click(day('Monday, November 23, 2026')); // earlier: swapped
    expect(within(dialog).getByTestId('range-from').textContent).toBe('Nov 23, 2026');
    expect(within(dialog).getByTestId('range-to').textContent).toBe('Nov 25, 2026');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Next month' }));
    fireEvent.click(day('Sunday, December 6, 2026')); // third click restarts
    expect(within(dialog).getByTestId('range-from').textContent).toBe('Dec 6, 2026');
    expect(within(dialog).getByTestId('range-to').textContent).toBe('Dec 6, 2026');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save dates' }));
    await waitFor(() => expect(within(card('Move dates')).getByText('Dec 6, 2026')).toBeTruthy());
    expect(apiRequest).not.toHaveBeenCalled(); // no request yet: kept locally
  });

  it('date modal keyboard: one day in the Tab order, arrows move between days and months', async () => {
    renderForm(null);
    fireEvent.click(within(card('Move dates')).getByRole('button', { name: 'Choose dates' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move dates' });
    const tabbable = within(dialog)
      .getAllByRole('button', { name: /, 20\d\d$/ })
      .filter((button) => button.tabIndex === 0);
    expect(tabbable.map((b) => b.getAttribute('aria-label'))).toEqual(['Sunday, November 22, 2026']);

    fireEvent.keyDown(tabbable[0], { key: 'ArrowLeft' }); // yesterday is past: stays
    fireEvent.keyDown(tabbable[0], { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Sunday, November 29, 2026'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' }); // into December
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Sunday, December 6, 2026'));
    expect(within(dialog).getByText('December 2026')).toBeTruthy();
    fireEvent.click(document.activeElement!);
    expect(within(dialog).getByTestId('range-from').textContent).toBe('Dec 6, 2026');
  });

  it('with a saved request, changing packing PUTs only is_packing_required', async () => {
    const saved = savedMoveRequest();
    fakeApi.on(routes.updateMoveRequest, { ...saved, is_packing_required: true });
    renderForm(saved);
    expect(within(card('Move dates')).getByText('Dec 6 – Dec 9, 2026')).toBeTruthy();
    expect(within(card('From location')).getByText('Raleigh, NC 27601')).toBeTruthy();

    fireEvent.click(within(card('Packing')).getByRole('radio', { name: 'Yes' }));
    await waitFor(() =>
      expect(apiRequest).toHaveBeenCalledWith(routes.updateMoveRequest, {
        params: { id: 'mr-1' },
        body: { is_packing_required: true },
      }),
    );
    expect(await screen.findByText('Your move request has been updated successfully.')).toBeTruthy();
  });

  it('with a saved request, saving unchanged notes sends nothing', async () => {
    renderForm(savedMoveRequest());
    fireEvent.click(within(card('Special considerations')).getByRole('button', { name: 'Edit notes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Special considerations' });
    const notes = within(dialog).getByLabelText<HTMLTextAreaElement>(/Notes for your movers/);
    expect(notes.rows).toBe(10);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save notes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(apiRequest).not.toHaveBeenCalled();
  });

  it('a failed save toasts the spec message plus the server text', async () => {
    fakeApi.on(routes.updateMoveRequest, new ApiError(400, 'Zip code must be 5 digits'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {}); // the hook logs the failure
    renderForm(savedMoveRequest());
    fireEvent.click(within(card('Packing')).getByRole('radio', { name: 'Yes' }));
    expect(
      await screen.findByText('There was a problem updating your move request. Please try again later.'),
    ).toBeTruthy();
    expect(screen.getByText('Zip code must be 5 digits')).toBeTruthy();
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});
