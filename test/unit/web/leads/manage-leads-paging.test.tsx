// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { NEXT_CURSOR_HEADER } from '@schemas/paging';
import { routes } from '@schemas/routes';
import { ManageLeadsPage } from '@web/features/leads/manage-leads/pages/manage-leads-page';
import { fakeApi, useFakeApi, WithHeaders } from '../support/fake-api';
import { profileUser } from '../support/fixtures';
import { renderRoute } from '../support/render-route';
import { lead } from './company-lead-rows';
import { recordToasts, stubSignedIn } from '../support/stubs';

vi.setConfig({ testTimeout: 30_000 });
useFakeApi();
stubSignedIn();
recordToasts(); // toasts are not shown

/*
 * /manage-leads loads GET /my-company-quotes a page at a time (docs/company-quotes.md): the next
 * page when 'Load more leads' scrolls into view or is pressed, with the button's loading state;
 * none after the last page; a failed page is not asked again by scrolling (no request loop).
 */

const FIRST = Array.from({ length: 20 }, (_, i) => lead(`L${i}`, {}));
const SECOND = Array.from({ length: 3 }, (_, i) => lead(`L${20 + i}`, {}));

/** IntersectionObserver with a hand on whether the watched element is in view. */
class FakeObserver {
  static all: FakeObserver[] = [];
  private elements: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  disconnect() {
    this.elements = [];
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  static scrollIntoView() {
    for (const observer of FakeObserver.all) {
      const entries = observer.elements.map(
        (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
      );
      if (entries.length > 0) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}

let releaseSecond: () => void = () => {};

function server(second: 'answers' | 'fails' = 'answers') {
  fakeApi.on(routes.listMyCompanyQuotes, async ({ query }) => {
    if (!query?.cursor) return new WithHeaders(FIRST, { [NEXT_CURSOR_HEADER]: 'page-2' });
    if (query.cursor !== 'page-2') throw new Error(`unexpected cursor ${query.cursor}`);
    if (second === 'fails') throw new Error('network down');
    await new Promise<void>((resolve) => (releaseSecond = resolve));
    return SECOND;
  });
}

const renderPage = () =>
  renderRoute('/manage-leads', <ManageLeadsPage />, {
    path: '/manage-leads',
    user: profileUser({ role: 'MOVING_COMPANY', moving_company_id: 'company-1' }),
  });
const cards = () => screen.queryAllByRole('article');
const listCalls = () => fakeApi.callsTo(routes.listMyCompanyQuotes);

beforeEach(() => {
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/manage-leads paging', () => {
  it('shows the first page, then loads the next when the end of the list scrolls into view', async () => {
    server();
    renderPage();
    await screen.findByText('NameL0');
    expect(cards()).toHaveLength(20);
    expect(listCalls()).toHaveLength(1);

    act(() => FakeObserver.scrollIntoView());
    const button = await screen.findByRole('button', { name: 'Load more leads' });
    await waitFor(() => expect(button.hasAttribute('data-loading')).toBe(true));
    expect(listCalls()).toMatchObject([{ query: {} }, { query: { cursor: 'page-2' } }]);

    act(() => releaseSecond());
    await screen.findByText('NameL22');
    expect(cards()).toHaveLength(23);
    expect(screen.queryByRole('button', { name: 'Load more leads' })).toBeNull();
    expect(listCalls()).toHaveLength(2);
  });

  it('the button loads the next page for a keyboard user', async () => {
    server();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Load more leads' }));
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    act(() => releaseSecond());
    expect(await screen.findByText('NameL21')).toBeTruthy();
  });

  it('a failed page keeps the loaded leads and is asked again only by the button', async () => {
    server('fails');
    renderPage();
    await screen.findByText('NameL0');
    act(() => FakeObserver.scrollIntoView());
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    const button = await screen.findByRole('button', { name: 'Load more leads' });
    await waitFor(() => expect(button.hasAttribute('data-loading')).toBe(false));
    act(() => FakeObserver.scrollIntoView());
    act(() => FakeObserver.scrollIntoView());
    expect(listCalls()).toHaveLength(2);
    expect(cards()).toHaveLength(20);
    fireEvent.click(button);
    await waitFor(() => expect(listCalls()).toHaveLength(3));
  });
});
