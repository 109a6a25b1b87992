// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SavedMovingCompany } from '@schemas/companies';
import { routes } from '@schemas/routes';
import { CompanyPage } from '@web/features/companies/pages/company-page';
import { type CurrentUser } from '@web/lib/api/get-user';
import { ApiError } from '@web/lib/api-error';
import { fakeApi, useFakeApi } from '../support/fake-api';
import { NO_LICENCES, profileUser, publicCompany, savedCompany } from '../support/fixtures';
import { renderRoute } from '../support/render-route';
import { reviewsPage } from '../support/review-fixtures';
import { recordToasts, stubSignedIn } from '../support/stubs';

// The fake API stands in for the server; the session is always there (the loader guards it).
useFakeApi();
const apiRequest = fakeApi.request;
stubSignedIn();
const showToast = recordToasts();

const COMPANY_ID = '01JDSEEDC00000000000000001';

/** The company page's server; `saved` is whether the customer saved the company. */
function server({ company = publicCompany(), saved = false } = {}) {
  fakeApi
    .on(routes.getMovingCompany, company)
    .on(routes.getSavedMovingCompany, saved ? [savedCompany()] : [])
    .on(routes.saveMovingCompany, savedCompany())
    .on(routes.deleteSavedMovingCompany, { success: true })
    .on(routes.listCompanyReviews, reviewsPage({ reviews: [] }));
}

function renderPage(user: CurrentUser | null, id = COMPANY_ID) {
  return renderRoute(`/moving-company/${id}`, <CompanyPage />, {
    path: '/moving-company/:id',
    otherRoutes: [{ path: '/messages', element: <p>Messages page</p> }],
    ...(user ? { user } : {}),
  });
}

const saveToggle = () => screen.getByRole('button', { name: /Save Tar Heel Moving Co\.|Remove Tar Heel Moving Co\./ });

beforeEach(() => {
  showToast.mockReset();
});
afterEach(cleanup);

describe('/moving-company/:id', () => {
  it("links the DOT number to FMCSA SAFER's snapshot in a new tab, with the licence numbers, the moves they allow and an expired certificate", async () => {
    server({
      company: publicCompany({
        vetting: {
          vetted_on: '2026-01-15',
          hours_spent: 6,
          rating: 5,
          mc_number: '612345',
          authority_status: 'ACTIVE' as const,
          ncuc_certificate: '2041',
          sc_class_e_certificate: null,
          cargo_insurance_amount: null,
          liability_insurance_amount: null,
          insurance_expires_on: '2026-01-31',
        },
      }),
    });
    renderPage(profileUser());
    const link = await screen.findByTestId('company-dot-number');
    expect(link.getAttribute('href')).toContain(
      'query_type=queryCarrierSnapshot&query_param=USDOT&query_string=301245876',
    );
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByTestId('company-licences').textContent).toBe('NCUC C-2041 · MC-612345');
    expect(screen.getByTestId('company-licensed-for').textContent).toBe(
      'Licensed for: NC intrastate · Interstate moves',
    );
    // The expiry is a trust fact of the page's header (as on match cards), in the warning colour.
    const insurance = document.querySelector('[data-fact="insurance"]');
    expect(insurance?.textContent).toBe('Insurance certificate expired on Jan 31, 2026');
    expect(insurance?.hasAttribute('data-warning')).toBe(true);
    // Still verified: an expired certificate unverifies nothing.
    expect(screen.getByTestId('verified-badge')).toBeTruthy();
  });

  it("the verified badge's modal shows the company's own vetting facts beside the general claims", async () => {
    server({
      company: publicCompany({
        vetting: {
          vetted_on: '2026-10-02',
          hours_spent: 6.5,
          rating: 5,
          mc_number: null,
          ...NO_LICENCES,
          insurance_expires_on: null,
        },
      }),
    });
    renderPage(profileUser());
    fireEvent.click(await screen.findByRole('button', { name: 'Our vetting process' }));
    const facts = await screen.findByTestId('company-vetting-facts');
    expect(facts.textContent).toContain('How we vetted Tar Heel Moving Co.');
    expect(facts.textContent).toContain('Vetted on Oct 2, 2026');
    expect(facts.textContent).toContain('6.5 hours spent reviewing the company');
    expect(facts.textContent).toContain('Rated 5 of 5 by our team');
    expect(
      screen.getByText('Every moving company on MoveMatch is personally vetted before it can quote you.'),
    ).toBeTruthy();
  });

  it('shows a skeleton, then the company: name, location line, DOT number, billboard, verified badge', async () => {
    server();
    renderPage(profileUser());
    expect(screen.getByRole('status').textContent).toContain('Loading the moving company');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tar Heel Moving Co.' })).toBeTruthy();
    expect(apiRequest).toHaveBeenCalledWith(
      routes.getMovingCompany,
      expect.objectContaining({ params: { id: COMPANY_ID } }),
    );
    expect(screen.getByText('Raleigh, NC • Est. 2009')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Company DOT Number' })).getByText('301245876')).toBeTruthy();
    const highlights = within(screen.getByRole('region', { name: 'Why choose us' })).getAllByRole('listitem');
    expect(highlights.map((item) => item.textContent)).toEqual([
      'Full-time crews',
      'Free estimates',
      'Floor protection',
    ]);
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Our vetting process' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Company policies/ }).getAttribute('href')).toBe(
      'https://tarheel-movers.example/policies',
    );
    await waitFor(() => expect(document.title).toBe('Tar Heel Moving Co. · MoveMatch'));
  });

  it("says 'Not available' without a DOT number and shows the initial without a logo", async () => {
    server({
      company: publicCompany({
        dot_number: null,
        logo_image_url: null,
        hero_image_url: null,
        billboard: null,
        year_founded: null,
      }),
    });
    renderPage(profileUser());
    expect(
      within(await screen.findByRole('region', { name: 'Company DOT Number' })).getByText('Not available'),
    ).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Tar Heel Moving Co. logo' }).textContent).toBe('T');
    expect(screen.getByText('Raleigh, NC')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Why choose us' })).toBeNull();
  });

  it('falls back to the initial when the logo fails to load', async () => {
    server();
    renderPage(profileUser());
    const logo = await screen.findByRole('img', { name: 'Tar Heel Moving Co. logo' });
    expect(logo.tagName).toBe('IMG');
    fireEvent.error(logo);
    await waitFor(() => expect(screen.getByRole('img', { name: 'Tar Heel Moving Co. logo' }).textContent).toBe('T'));
  });

  it('enables the save toggle for a MOVER and reads the saved state', async () => {
    server({ saved: true });
    renderPage(profileUser());
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(saveToggle().getAttribute('aria-pressed')).toBe('true'));
    expect(saveToggle().getAttribute('aria-disabled')).toBeNull();
    expect(apiRequest).toHaveBeenCalledWith(
      routes.getSavedMovingCompany,
      expect.objectContaining({ params: { id: COMPANY_ID } }),
    );
  });

  it.each(['MOVING_COMPANY', 'ADMIN'] as const)(
    'disables the save toggle for %s and never asks whether it is saved',
    async (role) => {
      server();
      renderPage(profileUser({ role, moving_company_id: role === 'MOVING_COMPANY' ? COMPANY_ID : null }));
      await screen.findByRole('heading', { level: 1 });
      expect(saveToggle().getAttribute('aria-disabled')).toBe('true');
      fireEvent.click(saveToggle());
      expect(apiRequest).not.toHaveBeenCalledWith(routes.getSavedMovingCompany, expect.anything());
      expect(apiRequest).not.toHaveBeenCalledWith(routes.saveMovingCompany, expect.anything());
    },
  );

  it("keeps the save toggle busy until the viewer's role is known", async () => {
    fakeApi.on(routes.getMovingCompany, publicCompany()).on(routes.getUser, () => new Promise(() => {}));
    renderPage(null);
    await screen.findByRole('heading', { level: 1 });
    expect(saveToggle().hasAttribute('disabled')).toBe(true);
    expect(saveToggle().getAttribute('data-loading')).toBe('true');
    // The profile read goes out once the session is known to have a profile (get-user.ts).
    await waitFor(() => expect(apiRequest).toHaveBeenCalledWith(routes.getUser, expect.anything()));
    expect(saveToggle().getAttribute('data-loading')).toBe('true');
  });

  it('saves optimistically and sends POST /saved-moving-company', async () => {
    server();
    let finish!: (saved: SavedMovingCompany) => void;
    renderPage(profileUser());
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(saveToggle().getAttribute('aria-pressed')).toBe('false'));
    fakeApi
      .on(routes.saveMovingCompany, () => new Promise((resolve) => (finish = resolve)))
      .on(routes.getSavedMovingCompany, [savedCompany()]);
    fireEvent.click(saveToggle());
    await waitFor(() => expect(saveToggle().getAttribute('aria-pressed')).toBe('true'));
    expect(apiRequest).toHaveBeenCalledWith(routes.saveMovingCompany, { body: { moving_company_id: COMPANY_ID } });
    // A second click while the save is on its way sends nothing (no DELETE racing the POST).
    fireEvent.click(saveToggle());
    await new Promise((resolve) => setTimeout(resolve, 100)); // a mutation sends after its async onMutate
    expect(apiRequest).not.toHaveBeenCalledWith(routes.deleteSavedMovingCompany, expect.anything());
    expect(saveToggle().getAttribute('aria-pressed')).toBe('true');
    finish(savedCompany());
    await waitFor(() => expect(saveToggle().getAttribute('aria-pressed')).toBe('true'));
  });

  it("reverts a failed toggle and shows 'Failed to update saved moving company'", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server({ saved: true });
    renderPage(profileUser());
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(saveToggle().getAttribute('aria-pressed')).toBe('true'));
    let fail!: (error: unknown) => void;
    fakeApi.on(routes.deleteSavedMovingCompany, () => new Promise((_resolve, reject) => (fail = reject)));
    fireEvent.click(saveToggle());
    await waitFor(() => expect(saveToggle().getAttribute('aria-pressed')).toBe('false'));
    expect(apiRequest).toHaveBeenCalledWith(routes.deleteSavedMovingCompany, { params: { id: COMPANY_ID } });
    fail(new ApiError(500, 'boom'));
    await waitFor(() => expect(saveToggle().getAttribute('aria-pressed')).toBe('true'));
    expect(showToast).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Failed to update saved moving company' }),
    );
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it("'Send a message' without a move request shows the spec's message", async () => {
    server();
    const { router } = renderPage(profileUser({ move_request_id: null }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send a message' }));
    expect(showToast).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'You need to be a mover with a move request to send messages' }),
    );
    expect(router.state.location.pathname).toBe(`/moving-company/${COMPANY_ID}`);
  });

  it("'Send a message' for a company user shows the spec's message", async () => {
    server();
    renderPage(profileUser({ role: 'MOVING_COMPANY', move_request_id: 'mr-1' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send a message' }));
    expect(showToast).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'You need to be a mover with a move request to send messages' }),
    );
  });

  it("'Send a message' for a MOVER with a move request opens the conversation with this company", async () => {
    server();
    fakeApi.on(routes.createConversation, { id: 'conv-1' });
    const user = profileUser({ move_request_id: 'mr-1' });
    const { router } = renderPage(user);
    fireEvent.click(await screen.findByRole('button', { name: 'Send a message' }));
    expect(await screen.findByText('Messages page')).toBeTruthy();
    expect(router.state.location.search).toBe('?conversation=conv-1');
    expect(fakeApi.callsTo(routes.createConversation)).toEqual([
      { body: { mover_id: user.id, move_request_id: 'mr-1', moving_company_id: COMPANY_ID } },
    ]);
    expect(showToast).not.toHaveBeenCalled();
  });

  it("a 404 shows 'Moving company not found' with a way back", async () => {
    fakeApi.on(routes.getMovingCompany, new ApiError(404, 'Moving company not found'));
    renderPage(profileUser(), 'unknown-id');
    expect(await screen.findByRole('heading', { level: 1, name: 'Moving company not found' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Moving company not found · MoveMatch'));
  });

  it('another failure offers Try again', async () => {
    server();
    fakeApi.on(routes.getMovingCompany, new ApiError(500, 'Internal error'));
    renderPage(profileUser());
    expect(await screen.findByText('Internal error')).toBeTruthy();
    server();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tar Heel Moving Co.' })).toBeTruthy();
  });
});
