// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { routes } from '@schemas/routes';
import { AdminDashboardPage } from '@web/features/admin/pages/admin-dashboard-page';
import { ApiError } from '@web/lib/api-error';
import { fakeApi, useFakeApi } from '../support/fake-api';
import { profileUser, publicCompany } from '../support/fixtures';
import { renderRoute } from '../support/render-route';
import { adminCompany, adminUser, UNVERIFIED_ID, vettingRecord } from './admin-fixtures';
import { expected } from '@test/support/expected';
import { recordToasts, stubSignedIn } from '../support/stubs';

// The fake API stands in for the server.
useFakeApi();
const apiRequest = fakeApi.request;
stubSignedIn();
recordToasts(); // toasts are not shown

const admin = profileUser({
  id: 'admin-1',
  role: 'ADMIN',
  firstName: 'Avery',
  lastName: 'Admin',
  email: 'admin@example.com',
});
const verified = adminCompany();
const unverified = adminCompany({
  id: UNVERIFIED_ID,
  name: 'Piedmont Pack & Haul',
  is_verified: false,
  vetting: null,
  dot_number: null,
});
const users = Array.from({ length: 10 }, (_, index) => adminUser(index + 1));

function server() {
  fakeApi
    // The operations section has tests of its own (operations-section.test.tsx); here its figures
    // fail to load, so it shows its load error instead of drawing the chart, which only takes time.
    .on(routes.getMarketplaceStats, new ApiError(503, 'Not in this test'))
    .on(routes.listMovingCompanies, [
      publicCompany(),
      publicCompany({ id: UNVERIFIED_ID, name: 'Piedmont Pack & Haul', is_verified: false, vetting: null }),
    ])
    .on(routes.getAdminMovingCompany, ({ params }) =>
      params.id === verified.id
        ? verified
        : params.id === UNVERIFIED_ID
          ? unverified
          : new ApiError(404, 'Moving company not found'),
    )
    .on(routes.listAdminUsers, ({ onHeaders }) => {
      onHeaders?.(new Headers({ 'x-total-count': '35', 'x-next-cursor': 'starts-page-2' }));
      return [adminUser(0, { id: 'admin-1', role: 'ADMIN', firstName: 'Avery', lastName: 'Admin' }), ...users.slice(1)];
    })
    .on(routes.listNeedsAttention, {
      through: '2026-12-11',
      overdue_claims: [
        {
          quote_id: 'quote-claimed',
          company_id: verified.id,
          company_name: 'Tar Heel Moving Co.',
          missed: 'ACKNOWLEDGE',
          due: '2026-12-01T15:00:00.000Z',
          total_claimed: 1_880,
        },
      ],
      licence_lapses: [
        {
          id: UNVERIFIED_ID,
          name: 'Piedmont Pack & Haul',
          is_verified: true,
          certificate: 'C-1187',
          unlisted_since: '2026-12-02',
        },
      ],
      companies: [
        {
          id: verified.id,
          name: 'Tar Heel Moving Co.',
          is_verified: true,
          insurance_expires_on: '2026-11-20',
          cargo_insurance_expires_on: '2026-11-20',
          liability_insurance_expires_on: '2027-03-01',
          expired: true,
        },
        {
          id: UNVERIFIED_ID,
          name: 'Piedmont Pack & Haul',
          is_verified: false,
          insurance_expires_on: '2026-12-05',
          cargo_insurance_expires_on: null,
          liability_insurance_expires_on: '2026-12-05',
          expired: false,
        },
      ],
    })
    .on(routes.listCompaniesAwaitingVetting, {
      companies: [
        {
          id: UNVERIFIED_ID,
          name: 'Piedmont Pack & Haul',
          city: 'Durham',
          state: 'NC',
          created_at: '2026-11-20T15:00:00.000Z',
        },
      ],
    })
    .on(routes.listBookingQueue, ({ query }) => ({
      view: query.view,
      rows: [],
      marketplace_price_accuracy: { completed_moves: 0, matched_moves: 0, final_to_agreed: null },
    }))
    .on(routes.listAdminBookings, { items: [] })
    .on(routes.getAdminMoney, {
      totals: { captured: 0, authorized: 0, refunded: 0, transferred: 0, fees: 0, disputed: 0, lost: 0, held: 0 },
      reconciliation: null,
    });
}

function renderPage(url = '/admin-dashboard') {
  return renderRoute(url, <AdminDashboardPage />, { path: '/admin-dashboard', user: admin });
}

const companyForm = () => screen.getByRole('form', { name: /^(Add a moving company|Edit )/ });
const input = (scope: HTMLElement, label: string) =>
  within(scope).getByLabelText(new RegExp(`^${label}`), { selector: 'input, textarea' });

beforeEach(server);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('/admin-dashboard', { timeout: 45_000 }, () => {
  it('adds a company: name and e-mail required, then POST /moving-company and edit mode on the new company', async () => {
    fakeApi.on(routes.createMovingCompany, ({ body }) => ({
      ...publicCompany(),
      ...body,
      id: UNVERIFIED_ID,
      is_verified: false,
      vetting: null,
      email: body.email,
      phone: null,
      notify_business_address: body.notify_business_address ?? false,
    }));
    const { router } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log out' }).getAttribute('href')).toBe('/logout-redirect');
    fireEvent.click(screen.getByRole('button', { name: 'Add to platform' }));
    expect(await screen.findByText('Company name is required.')).toBeTruthy();
    expect(screen.getByText('Email is required.')).toBeTruthy();
    expect(screen.getByText('Please fill in all required fields.')).toBeTruthy();

    fireEvent.change(input(companyForm(), 'Company name'), { target: { value: 'Piedmont Pack & Haul' } });
    fireEvent.change(input(companyForm(), 'E-mail'), { target: { value: 'office@piedmont.example' } });
    fireEvent.change(input(companyForm(), 'Year founded'), { target: { value: '2016' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to platform' }));
    await waitFor(() =>
      expect(apiRequest).toHaveBeenCalledWith(routes.createMovingCompany, {
        body: {
          name: 'Piedmont Pack & Haul',
          email: 'office@piedmont.example',
          year_founded: 2016,
          // The service area is always sent: the whole state, moves anywhere, unless chosen.
          service_radius: 'STATE',
          serves_out_of_state: true,
        },
      }),
    );
    expect(await screen.findByText('Moving company created successfully!')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(`?company=${UNVERIFIED_ID}`));
    expect(await screen.findByRole('button', { name: 'Save updates' })).toBeTruthy();
  });

  it('edits the chosen company with PATCH /moving-company/{id}, and shows the server’s error field instead when there is one', async () => {
    fakeApi.on(
      routes.updateMovingCompany,
      new ApiError(400, 'policies_link: Please enter a valid URL.', {
        error: 'policies_link: Please enter a valid URL.',
      }),
    );
    renderPage(`/admin-dashboard?company=${verified.id}`);
    expect(await screen.findByRole('button', { name: 'Save updates' })).toBeTruthy();
    expect((input(companyForm(), 'Company name') as HTMLInputElement).value).toBe('Tar Heel Moving Co.');
    expect((input(companyForm(), 'E-mail') as HTMLInputElement).value).toBe('office@tarheel.example');
    expect(screen.getByRole('img', { name: 'Current logo' })).toBeTruthy();
    fireEvent.change(input(companyForm(), 'City'), { target: { value: 'Durham' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save updates' }));
    expect(await screen.findByText('policies_link: Please enter a valid URL.')).toBeTruthy();
    expect(apiRequest).toHaveBeenCalledWith(
      routes.updateMovingCompany,
      expect.objectContaining({
        params: { id: verified.id },
        body: expected.objectContaining({ city: 'Durham', name: 'Tar Heel Moving Co.' }),
      }),
    );

    fakeApi.on(routes.updateMovingCompany, new ApiError(500, 'An error occurred', undefined));
    fireEvent.click(screen.getByRole('button', { name: 'Save updates' }));
    expect(await screen.findByText('Failed to save moving company')).toBeTruthy();
  });

  it('an unknown company id returns to add mode', async () => {
    const { router } = renderPage('/admin-dashboard?company=01JDSEEDC0000000000000000Z');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('button', { name: 'Add to platform' })).toBeTruthy();
  });

  it('records the vetting, and shows why verification is refused (409)', async () => {
    const saved = {
      ...unverified,
      vetting: vettingRecord({ hours_spent: 3, meets_bar: false, usdot_number: '412345678' }),
    };
    fakeApi
      .on(routes.putCompanyVetting, saved)
      .on(
        routes.setCompanyVerification,
        new ApiError(
          409,
          'A company can be verified only after at least 5 hours of vetting and a rating of 4 or more.',
          { error: 'A company can be verified only after at least 5 hours of vetting and a rating of 4 or more.' },
        ),
      );
    renderPage(`/admin-dashboard?company=${UNVERIFIED_ID}`);
    const vetting = await screen.findByRole('form', { name: 'Vetting record' });
    expect(screen.getByTestId('verification-status').textContent).toBe('Not verified');
    fireEvent.click(within(vetting).getByRole('button', { name: 'Save vetting record' }));
    expect(await within(vetting).findByText('Hours spent is required')).toBeTruthy();
    expect(within(vetting).getByText('Rating is required')).toBeTruthy();
    expect(within(vetting).getByText('Cargo insurance expiry is required')).toBeTruthy();

    fireEvent.change(input(vetting, 'Hours spent'), { target: { value: '3' } });
    fireEvent.click(input(vetting, 'Rating'));
    fireEvent.click(await screen.findByRole('option', { name: '5 of 5', hidden: true }));
    fireEvent.change(input(vetting, 'USDOT number'), { target: { value: '412345678' } });
    fireEvent.change(input(vetting, 'MC number'), { target: { value: 'MC-612345' } });
    fireEvent.change(input(vetting, 'Cargo insurance expires on'), { target: { value: '2027-06-30' } });
    fireEvent.change(input(vetting, 'Liability insurance expires on'), { target: { value: '2027-05-31' } });
    fireEvent.click(within(vetting).getByRole('button', { name: 'Save vetting record' }));
    await waitFor(() =>
      expect(apiRequest).toHaveBeenCalledWith(routes.putCompanyVetting, {
        params: { id: UNVERIFIED_ID },
        body: expected.objectContaining({
          hours_spent: 3,
          rating: 5,
          usdot_number: '412345678',
          mc_number: 'MC-612345',
          cargo_insurance_expires_on: '2027-06-30',
          liability_insurance_expires_on: '2027-05-31',
        }),
      }),
    );
    expect(await screen.findByText('Vetting record saved.')).toBeTruthy();
    expect(screen.getByTestId('vetting-bar').textContent).toContain('Below the bar');
    expect(screen.getByText(/Vetted by/).textContent).toContain('Avery Admin');

    // Below the bar: Verify waits, the reason beside it, and nothing is asked of the server.
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Verify' }).disabled).toBe(true);
    expect(screen.getByTestId('verify-blocked').textContent).toBe(
      'Below the bar: at least 5 hours and a rating of 4 are needed.',
    );
    expect(fakeApi.callsTo(routes.setCompanyVerification)).toEqual([]);
  });

  it('opens on links to every section, with how many items wait in those the admin acts on', async () => {
    renderPage();
    const nav = await screen.findByRole('navigation', { name: 'Dashboard sections' });
    const link = (name: RegExp) => within(nav).getByRole('link', { name });
    expect(link(/^Waiting for vetting/).getAttribute('href')).toBe('#awaiting-vetting-title');
    expect(document.getElementById('awaiting-vetting-title')?.textContent).toBeTruthy();
    // 1 waiting for vetting; needs attention: 2 certificates, 1 licence lapse, 1 overdue claim.
    await waitFor(() => expect(link(/^Waiting for vetting/).textContent).toContain('1 waiting'));
    await waitFor(() => expect(link(/^Needs attention/).textContent).toContain('4 waiting'));
    await waitFor(() => expect(link(/^Disputes/).textContent).toContain('0 waiting'));
    expect(link(/^Operations/).textContent).toBe('Operations');
  });

  it('lists the companies whose insurance needs attention, each opening the company', async () => {
    const { router } = renderPage();
    const list = await screen.findByRole('list', { name: 'Insurance certificates' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((card) => card.textContent),
    ).toEqual([
      'Tar Heel Moving Co.Cargo expires Nov 20, 2026 · Liability expires Mar 1, 2027Expired Nov 20, 2026',
      'Piedmont Pack & Haul (not verified)Cargo expires — · Liability expires Dec 5, 2026Expires Dec 5, 2026',
    ]);
    fireEvent.click(within(list).getByRole('link', { name: 'Piedmont Pack & Haul (not verified)' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?company=${UNVERIFIED_ID}`));
  });

  it("lists the NCUC certificates the Commission's list no longer holds, each opening the company", async () => {
    const { router } = renderPage();
    const list = await screen.findByRole('list', { name: 'Licences' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((card) => card.textContent),
    ).toEqual([
      "Piedmont Pack & HaulNot on the Commission's list since Dec 2, 2026 · no NC intrastate movesC-1187 not listed",
    ]);
    fireEvent.click(within(list).getByRole('link', { name: 'Piedmont Pack & Haul' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?company=${UNVERIFIED_ID}`));
  });

  it('lists the claims whose company missed a date, each opening the booking', async () => {
    const { router } = renderPage();
    const list = await screen.findByRole('list', { name: 'Claims past a date' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((card) => card.textContent),
    ).toEqual(['Tar Heel Moving Co.Due Dec 1, 2026 · $1,880 claimedNot acknowledged']);
    fireEvent.click(within(list).getByRole('link', { name: 'Tar Heel Moving Co.' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bookings/quote-claimed'));
  });

  it('opens with the companies waiting for vetting, then what needs attention, each a link to act on', async () => {
    const { router } = renderPage();
    const waiting = await screen.findByRole('list', { name: 'Waiting for vetting' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.slice(0, 3)).toEqual(['Waiting for vetting', 'Needs attention', 'Add or edit a moving company']);
    expect(within(waiting).getByRole('listitem').textContent).toBe(
      'Piedmont Pack & HaulDurham, NC · added Nov 20, 2026Not verified',
    );
    expect(await screen.findByTestId('disputes-empty')).toBeTruthy();
    expect(await screen.findByTestId('unconfirmed-arrivals-empty')).toBeTruthy();
    fireEvent.click(within(waiting).getByRole('link', { name: 'Piedmont Pack & Haul' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?company=${UNVERIFIED_ID}`));
  });

  it('links Connect to Stripe to /add-stripe for the chosen company', async () => {
    renderPage(`/admin-dashboard?company=${verified.id}`);
    await screen.findByRole('button', { name: 'Save updates' });
    const link = screen.getByRole('link', { name: 'Connect to Stripe' });
    expect(link.getAttribute('href')).toBe(`/add-stripe?movingCompanyId=${verified.id}`);
  });

  it('invites a user: a company first, all three fields, then the invite payload', async () => {
    fakeApi.on(
      routes.inviteUserAsAdmin,
      ({ body }) =>
        ({
          success: true,
          user: {
            id: 'u-9',
            email: body.email,
            firstName: body.firstName,
            lastName: body.lastName,
            role: 'MOVING_COMPANY',
            moving_company_id: body.movingCompanyId,
          },
        }) as never,
    );
    const { unmount } = renderPage();
    let invite = await screen.findByRole('form', { name: 'Invite a user' });
    fireEvent.click(within(invite).getByRole('button', { name: 'Invite user' }));
    expect(await within(invite).findByText('Please select a moving company first')).toBeTruthy();
    unmount();

    renderPage(`/admin-dashboard?company=${verified.id}`);
    await screen.findByRole('button', { name: 'Save updates' });
    invite = screen.getByRole('form', { name: 'Invite a user' });
    fireEvent.change(input(invite, 'First name'), { target: { value: 'Riley' } });
    fireEvent.click(within(invite).getByRole('button', { name: 'Invite user' }));
    expect(await within(invite).findByText('All fields are required')).toBeTruthy();
    fireEvent.change(input(invite, 'Last name'), { target: { value: 'Ridge' } });
    fireEvent.change(input(invite, 'E-mail'), { target: { value: 'riley@example.com' } });
    fireEvent.click(within(invite).getByRole('button', { name: 'Invite user' }));
    expect(await within(invite).findByText('User invited successfully!')).toBeTruthy();
    expect(apiRequest).toHaveBeenCalledWith(routes.inviteUserAsAdmin, {
      body: expected.objectContaining({
        email: 'riley@example.com',
        firstName: 'Riley',
        lastName: 'Ridge',
        role: 'MOVING_COMPANY',
        movingCompanyId: verified.id,
        movingCompanyName: 'Tar Heel Moving Co.',
        password: expected.stringMatching(/^[A-Za-z0-9]{12}$/),
        frontendUrl: window.location.origin,
      }),
    });
    expect((input(invite, 'E-mail') as HTMLInputElement).value).toBe('');
  });

  it('lists users 10 a page with the total from x-total-count, searches, and deactivates after a confirmation (never the admin itself)', async () => {
    fakeApi.on(routes.setAdminUserStatus, ({ params, body }) => ({
      ...adminUser(2),
      id: params.id,
      account_status: body.account_status,
    }));
    renderPage();
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('35 users')).toBeTruthy();
    expect(screen.getByText('Page 1 of 4')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous page' }).disabled).toBe(true);
    const header = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(header.slice(0, 6)).toEqual(['Name', 'E-mail', 'Role', 'Company', 'Status', 'Created']);
    // No Deactivate for the admin's own row.
    expect(within(table).queryByRole('button', { name: 'Deactivate user0@example.com' })).toBeNull();

    // The next page starts from the cursor the first gave: the server reads only that page.
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(apiRequest).toHaveBeenCalledWith(
        routes.listAdminUsers,
        expect.objectContaining({ query: { page: 2, limit: 10, search: undefined, cursor: 'starts-page-2' } }),
      ),
    );
    expect(await screen.findByText('Page 2 of 4')).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: /Search users/ }), { target: { value: 'riley' } });
    await waitFor(() =>
      expect(apiRequest).toHaveBeenCalledWith(
        routes.listAdminUsers,
        expect.objectContaining({ query: { page: 1, limit: 10, search: 'riley' } }),
      ),
    );

    fireEvent.click(within(table).getByRole('button', { name: 'Deactivate user2@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate user?' });
    expect(dialog.textContent).toContain('First2 Last2');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('First2 Last2 was deactivated.')).toBeTruthy();
    expect(apiRequest).toHaveBeenCalledWith(routes.setAdminUserStatus, {
      params: { id: 'user-2' },
      body: { account_status: 'DISABLED' },
    });
  });

  it('asks the server for companies by name, and searches as the admin types', async () => {
    renderPage();
    const box = await screen.findByLabelText(/^Moving company/, { selector: 'input' });
    await waitFor(() =>
      expect(apiRequest).toHaveBeenCalledWith(
        routes.listMovingCompanies,
        expect.objectContaining({ query: { sort: 'name' } }),
      ),
    );
    box.focus();
    fireEvent.change(box, { target: { value: 'Pied' } });
    await waitFor(
      () =>
        expect(apiRequest).toHaveBeenCalledWith(
          routes.listMovingCompanies,
          expect.objectContaining({ query: { sort: 'name', search: 'Pied' } }),
        ),
      // The search waits for typing to pause, and opening the list blocks happy-dom's thread for
      // about 2 s even on a quiet machine (over 10 s with a second suite beside it).
      { timeout: 30_000 },
    );
  }, 60_000);

  it('says so when the companies cannot be loaded', async () => {
    fakeApi.on(routes.listMovingCompanies, new ApiError(500, 'An error occurred'));
    renderPage();
    expect(await screen.findByText('Failed to load moving companies')).toBeTruthy();
  });

  it('clears a message after 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPage();
    const invite = await screen.findByRole('form', { name: 'Invite a user' });
    fireEvent.click(within(invite).getByRole('button', { name: 'Invite user' }));
    expect(within(invite).getByText('Please select a moving company first')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_100);
    });
    expect(within(invite).queryByText('Please select a moving company first')).toBeNull();
  });
});
