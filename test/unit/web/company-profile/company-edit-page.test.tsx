// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '@schemas/routes';
import { CompanyEditRoute } from '@web/app/pages/company-edit-route';
import { ApiError } from '@web/lib/api-error';
import { renderWithProviders } from '../render-with-providers';
import { myCompany } from './fixtures';

// The API client stands in for the server.
const apiRequest = vi.fn();
vi.mock('@web/lib/api-client', () => ({ apiRequest: (...args: unknown[]) => apiRequest(...args) }));
vi.mock('@web/lib/session', () => ({ useSignedIn: () => ({ signedIn: true, isPending: false }) }));
const showToast = vi.fn();
vi.mock('@mantine/notifications', () => ({ notifications: { show: (...args: unknown[]) => showToast(...args) } }));

// jsdom has neither: Mantine's autosize Textarea listens to both.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => {}, removeEventListener: () => {} } });
}
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const company = myCompany({ description: 'We move families across the Triangle.' });

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/profile/company-edit', element: <CompanyEditRoute /> },
      { path: '/profile', element: <p>Profile page</p> },
    ],
    { initialEntries: ['/profile', '/profile/company-edit'], initialIndex: 1 },
  );
  return { router, ...renderWithProviders(<RouterProvider router={router} />) };
}

// By label rather than by role: role queries are slow on a form this size.
const textbox = (name: string) => screen.getByLabelText(new RegExp(`^${name}`), { selector: 'input, textarea' });

beforeEach(() => {
  apiRequest.mockReset();
  showToast.mockReset();
});
afterEach(cleanup);

describe('/profile/company-edit', { timeout: 20_000 }, () => {
  it('without a company says so and goes back', async () => {
    apiRequest.mockRejectedValue(new ApiError(404, 'No moving company found'));
    renderPage();
    expect(await screen.findByText("You don't have a moving company associated with your account.")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByText('Profile page')).toBeTruthy();
  });

  it('shows every field with its label, refuses an empty one, then previews and saves', async () => {
    apiRequest.mockImplementation(async (route: unknown, options: { body?: unknown }) => {
      if (route === routes.getMyMovingCompany) return company;
      if (route === routes.updateMovingCompany) return { ...company, city: 'Durham', ...(options.body as object) };
      throw new Error('unexpected route');
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Update company info' })).toBeTruthy();
    await screen.findByLabelText(/^City/, { selector: 'input' });
    for (const label of ['Year founded', 'Phone', 'City', 'Zip code', 'Description', 'Billboard', 'DOT number', 'Policies link', 'Fee list']) {
      expect(textbox(label)).toBeTruthy();
    }
    expect((textbox('City') as HTMLInputElement).value).toBe('Raleigh');

    fireEvent.change(textbox('City'), { target: { value: '' } });
    fireEvent.click(screen.getByText('Preview and save'));
    expect(await screen.findByText('City is required.')).toBeTruthy();
    expect(screen.getByText('Please fill in all required fields.')).toBeTruthy();
    expect(apiRequest).not.toHaveBeenCalledWith(routes.updateMovingCompany, expect.anything());

    fireEvent.change(textbox('City'), { target: { value: 'Durham' } });
    fireEvent.click(screen.getByText('Preview and save'));
    // Text queries: role queries walk the whole preview and are slow in jsdom.
    const preview = (await screen.findByText('Preview of your public profile')).closest('[role="dialog"]') as HTMLElement;
    expect(within(preview).getByText('Durham, NC • Est. 2008')).toBeTruthy();
    fireEvent.click(within(preview).getByText('Save changes'));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith({ color: 'green', message: 'Moving company updated successfully!' }));
    expect(apiRequest).toHaveBeenCalledWith(
      routes.updateMovingCompany,
      expect.objectContaining({ params: { id: company.id }, body: expect.objectContaining({ city: 'Durham', year_founded: 2008 }) }),
    );
  });

  it('shows the server’s error when saving fails', async () => {
    apiRequest.mockImplementation(async (route: unknown) => {
      if (route === routes.getMyMovingCompany) return company;
      throw new ApiError(400, 'policies_link: Please enter a valid URL.');
    });
    renderPage();
    fireEvent.click(await screen.findByText('Preview and save'));
    fireEvent.click(await screen.findByText('Save changes'));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith({ color: 'red', message: 'policies_link: Please enter a valid URL.' }));
  });
});
