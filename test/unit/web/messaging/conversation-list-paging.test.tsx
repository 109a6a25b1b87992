// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { NEXT_CURSOR_HEADER } from '@schemas/paging';
import { routes } from '@schemas/routes';
import { MessagesPage } from '@web/features/messaging/pages/messages-page';
import { fakeApi, useFakeApi, WithHeaders } from '../support/fake-api';
import { profileUser } from '../support/fixtures';
import { renderRoute } from '../support/render-route';
import { CUSTOMER_ID, conversation, detail } from './messaging-fixtures';
import { recordToasts, stubSignedIn } from '../support/stubs';
import { stubEachTest } from '@test/support/stub-each-test';

useFakeApi();
stubSignedIn();
recordToasts(); // toasts are not shown

/*
 * The /messages list loads GET /conversations a page at a time (docs/messaging.md): the next
 * page when its 'Load more conversations' button is pressed or scrolls into view, with the
 * button's loading state meanwhile; none after the last page.
 */

const customer = profileUser({ id: CUSTOMER_ID, role: 'MOVER', move_request_id: 'mr-1' });
const named = (i: number) =>
  conversation({
    id: `conv-${i}`,
    moving_company: { name: `Movers ${i}`, logo_image_url: null, city: 'Raleigh', state: 'NC' },
  });
const FIRST = Array.from({ length: 20 }, (_, i) => named(i));
const SECOND = Array.from({ length: 5 }, (_, i) => named(20 + i));

/** IntersectionObserver as the browser runs it, with a hand on whether the watched element is in view. */
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

function server() {
  fakeApi
    .on(routes.listConversations, async ({ query }) => {
      if (!query?.cursor) return new WithHeaders(FIRST, { [NEXT_CURSOR_HEADER]: 'page-2' });
      if (query.cursor !== 'page-2') throw new Error(`unexpected cursor ${query.cursor}`);
      await new Promise<void>((resolve) => (releaseSecond = resolve));
      return SECOND;
    })
    .on(routes.getConversation, detail(named(22), []))
    .on(routes.markConversationViewed, { viewed_at: '2026-11-24T10:00:00.000Z' })
    .on(routes.getUnreadCount, { unread_count: 0 });
}

const renderPage = (url = '/messages') => renderRoute(url, <MessagesPage />, { path: '/messages', user: customer });
const rows = () => screen.getAllByTestId('conversation-row');

beforeEach(() => {
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
// The window outlives the file (files share a worker): its matchMedia is put back after each test.
stubEachTest(window, 'matchMedia', ((query: string) => ({
  matches: false,
  media: query,
  addEventListener: () => {},
  removeEventListener: () => {},
  addListener: () => {},
  removeListener: () => {},
})) as unknown as typeof window.matchMedia);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/messages list paging', () => {
  it('shows the first page, then loads the next when the end of the list scrolls into view', async () => {
    server();
    renderPage();
    await screen.findByText('Movers 0');
    expect(rows()).toHaveLength(20);
    expect(fakeApi.callsTo(routes.listConversations)).toHaveLength(1);

    act(() => FakeObserver.scrollIntoView());
    const button = await screen.findByRole('button', { name: /Load more conversations/ });
    await waitFor(() => expect(button.hasAttribute('data-loading')).toBe(true));
    expect(fakeApi.callsTo(routes.listConversations)).toMatchObject([{ query: {} }, { query: { cursor: 'page-2' } }]);

    act(() => releaseSecond());
    await screen.findByText('Movers 24');
    expect(rows()).toHaveLength(25);
    // The last page carried no cursor: nothing more to load.
    expect(screen.queryByRole('button', { name: /Load more conversations/ })).toBeNull();
    expect(fakeApi.callsTo(routes.listConversations)).toHaveLength(2);
  });

  it('the button loads the next page for a keyboard user', async () => {
    server();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Load more conversations' }));
    await waitFor(() => expect(fakeApi.callsTo(routes.listConversations)).toHaveLength(2));
    act(() => releaseSecond());
    expect(await screen.findByText('Movers 21')).toBeTruthy();
  });

  it('?conversation= opens a conversation that is not on a loaded page', async () => {
    server();
    renderPage('/messages?conversation=conv-22');
    expect(await screen.findByText('No messages yet')).toBeTruthy();
    expect(rows()).toHaveLength(20);
  });
});
