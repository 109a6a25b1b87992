// @vitest-environment jsdom
// jsdom, not happy-dom: the page's Save button is not found after a Select's portal opens under happy-dom.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { routes } from '@schemas/routes';
import { CompanyEditRoute } from '@web/app/pages/company-edit-route';
import { ApiError } from '@web/lib/api-error';
import { fakeApi, useFakeApi } from '../support/fake-api';
import { myCompany } from '../support/fixtures';
import { renderRoute } from '../support/render-route';
import { expected } from '@test/support/expected';
import { recordToasts, stubSignedIn } from '../support/stubs';

// The fake API stands in for the server.
useFakeApi();
const apiRequest = fakeApi.request;
stubSignedIn();
const showToast = recordToasts();

const company = myCompany({ description: 'We move families across the Triangle.' });

function renderPage() {
  return renderRoute('/profile/company-edit', <CompanyEditRoute />, {
    history: ['/profile'],
    otherRoutes: [{ path: '/profile', element: <p>Profile page</p> }],
  });
}

// By label rather than by role: role queries are slow on a form this size.
const textbox = (name: string) => screen.getByLabelText(new RegExp(`^${name}`), { selector: 'input, textarea' });

beforeEach(() => {
  showToast.mockReset();
});
afterEach(cleanup);

describe('/profile/company-edit', { timeout: 20_000 }, () => {
  it('without a company says so and goes back', async () => {
    fakeApi.on(routes.getMyMovingCompany, new ApiError(404, 'No moving company found'));
    renderPage();
    expect(await screen.findByText("You don't have a moving company associated with your account.")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByText('Profile page')).toBeTruthy();
  });

  it('shows every field with its label, refuses an empty one, then previews and saves', async () => {
    fakeApi
      .on(routes.getMyMovingCompany, company)
      .on(routes.updateMovingCompany, ({ body }) => ({ ...company, city: 'Durham', ...body }));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Update company info' })).toBeTruthy();
    await screen.findByLabelText(/^City/, { selector: 'input' });
    for (const label of [
      'Year founded',
      'Phone',
      'City',
      'Zip code',
      'Description',
      'Billboard',
      'DOT number',
      'Policies link',
      'Fee list',
    ]) {
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
    const preview = (await screen.findByText('Preview of your public profile')).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    expect(within(preview).getByText('Durham, NC • Est. 2009')).toBeTruthy();
    fireEvent.click(within(preview).getByText('Save changes'));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith({ color: 'green', message: 'Moving company updated successfully!' }),
    );
    expect(apiRequest).toHaveBeenCalledWith(
      routes.updateMovingCompany,
      expect.objectContaining({
        params: { id: company.id },
        body: expected.objectContaining({ city: 'Durham', year_founded: 2009 }),
      }),
    );
  });

  it('a verified company sees its DOT number read-only, with whom to ask; an unverified one edits it', async () => {
    fakeApi.on(routes.getMyMovingCompany, company);
    renderPage();
    await screen.findByLabelText(/^City/, { selector: 'input' });
    const dot = textbox('DOT number') as HTMLInputElement;
    expect(dot.readOnly).toBe(true);
    expect(dot.value).toBe('301245876');
    const ask = screen.getByRole('link', { name: 'Ask MoveMatch to update it' });
    expect(ask.getAttribute('href')).toMatch(/^mailto:/);
    cleanup();

    fakeApi.on(routes.getMyMovingCompany, { ...company, is_verified: false, vetting: null });
    renderPage();
    await screen.findByLabelText(/^City/, { selector: 'input' });
    expect((textbox('DOT number') as HTMLInputElement).readOnly).toBe(false);
    expect(screen.queryByRole('link', { name: 'Ask MoveMatch to update it' })).toBeNull();
  });

  it('shows the server’s error when saving fails', async () => {
    fakeApi
      .on(routes.getMyMovingCompany, company)
      .on(routes.updateMovingCompany, new ApiError(400, 'policies_link: Please enter a valid URL.'));
    renderPage();
    fireEvent.click(await screen.findByText('Preview and save'));
    fireEvent.click(await screen.findByText('Save changes'));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith({ color: 'red', message: 'policies_link: Please enter a valid URL.' }),
    );
  });

  it('lists the waiting invites, each with Withdraw, and withdraws one', async () => {
    const waiting = {
      id: 'invitee-1',
      email: 'cole@example.com',
      firstName: 'Cole',
      lastName: 'League',
      invited_at: '2026-11-20T10:00:00.000Z',
      expires_at: '2026-11-27T10:00:00.000Z',
    };
    let invites = [waiting];
    fakeApi
      .on(routes.getMyMovingCompany, company)
      .on(routes.listCompanyInvites, () => ({ members: [], invites }))
      .on(routes.withdrawCompanyInvite, () => {
        invites = [];
        return { success: true as const };
      });
    renderPage();
    const section = await screen.findByRole('region', { name: 'Waiting invites' });
    expect(await within(section).findByText('Cole League')).toBeTruthy();
    expect(within(section).getByText(/cole@example\.com/)).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Withdraw the invite of Cole League' }));
    await waitFor(() =>
      expect(fakeApi.callsTo(routes.withdrawCompanyInvite)).toEqual([
        { params: { id: company.id, inviteId: 'invitee-1' } },
      ]),
    );
    expect(await within(section).findByText('No invites are waiting.')).toBeTruthy();
    expect(showToast).toHaveBeenCalledWith({ color: 'green', message: 'The invite was withdrawn.' });
  });

  it('lists the members above the waiting invites in People: names, e-mail, (you) and Deactivated', async () => {
    const member = (
      firstName: string,
      email: string,
      more: { you?: boolean; account_status?: 'ACTIVE' | 'DISABLED' } = {},
    ) => ({
      firstName,
      lastName: 'Mover',
      email,
      account_status: more.account_status ?? ('ACTIVE' as const),
      you: more.you ?? false,
    });
    fakeApi.on(routes.getMyMovingCompany, company).on(routes.listCompanyInvites, {
      members: [
        member('Ann', 'ann@example.com', { you: true }),
        member('Bo', 'bo@example.com', { account_status: 'DISABLED' }),
      ],
      invites: [],
    });
    renderPage();
    const people = await screen.findByRole('region', { name: 'People' });
    const members = await within(people).findByRole('region', { name: 'Members' });
    const rows = within(members).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Ann Mover (you)ann@example.com',
      'Bo MoverDeactivatedbo@example.com',
    ]);
    expect(within(rows[0]).queryByText('Deactivated')).toBeNull();
    // Members come first, then the waiting invites, in the same area.
    const waiting = within(people).getByRole('region', { name: 'Waiting invites' });
    expect(members.compareDocumentPosition(waiting) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(waiting).getByText('No invites are waiting.')).toBeTruthy();
  });

  it("ticks 'Also send to our business address' with a labelled checkbox that saves at once", async () => {
    fakeApi
      .on(routes.getMyMovingCompany, company)
      .on(routes.updateMovingCompany, ({ body }) => ({ ...company, ...body }));
    renderPage();
    const box = await screen.findByLabelText<HTMLInputElement>('Also send to our business address');
    expect(box.checked).toBe(false);
    expect(screen.getByText(new RegExp(`send them to ${company.email} too`))).toBeTruthy();
    fireEvent.click(box);
    await waitFor(() => expect(showToast).toHaveBeenCalledWith({ color: 'green', message: 'E-mail choice saved' }));
    expect(apiRequest).toHaveBeenCalledWith(routes.updateMovingCompany, {
      params: { id: company.id },
      body: { notify_business_address: true },
    });
    expect((await screen.findByLabelText<HTMLInputElement>('Also send to our business address')).checked).toBe(true);
  });
});
