// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { routes } from '@schemas/routes';
import { QuotesPage } from '@web/features/quotes/pages/quotes-page';
import { fakeApi, useFakeApi } from '../support/fake-api';
import { customerQuote, profileUser, publicCompany, savedMoveRequest } from '../support/fixtures';
import { renderRoute } from '../support/render-route';
import { stubSignedIn } from '../support/stubs';

useFakeApi();
stubSignedIn();

afterEach(cleanup);

describe("'View messages' on a quote card", () => {
  it('opens the conversation with that company about the quoted move', async () => {
    const company = publicCompany({ id: 'company-9', name: 'Alpha Movers' });
    fakeApi
      .on(routes.listMyQuotes, [
        customerQuote('Q1', 'Alpha Movers', {
          move_request_id: 'MOVE1',
          moving_company_id: 'company-9',
          moving_company: company,
        }),
      ])
      .on(routes.listMySavedMovingCompanies, [])
      .on(routes.getMyMoveRequest, savedMoveRequest({ id: 'MOVE1' }))
      .on(routes.markQuotesViewed, { quotes_viewed_at: '2026-05-02T00:00:00.000Z' })
      .on(routes.createConversation, { id: 'conv-9' });
    const { router } = renderRoute('/quotes', <QuotesPage />, {
      user: profileUser({ id: 'user-1', move_request_id: 'MOVE1' }),
      otherRoutes: [{ path: '/messages', element: <p>Messages page</p> }],
    });
    const card = await screen.findByRole('article', { name: /Alpha Movers/ });
    fireEvent.click(within(card).getByRole('button', { name: 'View messages' }));
    expect(await screen.findByText('Messages page')).toBeTruthy();
    expect(router.state.location.search).toBe('?conversation=conv-9');
    expect(fakeApi.callsTo(routes.createConversation)).toEqual([
      { body: { mover_id: 'user-1', move_request_id: 'MOVE1', moving_company_id: 'company-9' } },
    ]);
  });
});
