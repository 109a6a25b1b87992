import { ulid } from 'ulid';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QuoteStatus } from '@schemas/enums';
import { companyWithUser, createCompanyUser } from '@test/support/fixtures/company-users';
import { pointAtStack } from '@test/support/point-at-stack';
import { itemsReadBy } from '@test/support/read-count';

/*
 * The Manage leads dot (manage_leads_count of GET /unread-count) reads only the news it counts
 * (docs/security.md, Lists are paged): the quotes whose status the customer set (requested,
 * booked, cancelled) changed after the user last opened the lead manager, from a sparse news
 * index, never the company's whole list of quotes; the answer is the one the whole list gives.
 */

async function data() {
  pointAtStack();
  return {
    quotes: await import('@functions/core/data/quote/quotes'),
    users: await import('@functions/core/data/user/users'),
    getUnreadCount: (await import('@functions/messaging/get-unread-count')).getUnreadCount,
  };
}

/** The count as the whole list answers it: what the dot counted before the news index. */
async function countFromWholeList(companyId: string, since: string | null) {
  const { quotes } = await data();
  const customerMoves: QuoteStatus[] = ['QUOTE_REQUESTED', 'BOOKED', 'CANCELLED'];
  return (await quotes.listCompanyQuotes(companyId)).filter(
    (q) => customerMoves.includes(q.status) && (!since || q.updated_at! > since),
  ).length;
}

async function dotOf(user: { sub: string; username: string }) {
  const { getUnreadCount } = await data();
  return itemsReadBy(
    () =>
      getUnreadCount({
        auth: { userId: user.sub, username: user.username, role: 'MOVING_COMPANY', groups: ['MOVING_COMPANY'] },
        query: undefined,
        profile: null,
        params: undefined,
        body: undefined,
        event: {} as never,
        requestId: 'manage-leads-count-test',
      } as never) as Promise<{ manage_leads_count?: number }>,
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('manage_leads_count', () => {
  it('reads only the news since the last view, and answers what the whole list gives', async () => {
    const { quotes, users } = await data();
    const { company, user } = await companyWithUser({ name: 'Dot Count Movers' });
    const neverOpened = await createCompanyUser(company.id);
    const idle = await companyWithUser({ name: 'Quiet Dot Movers' });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const tick = () => vi.setSystemTime(Date.now() + 60_000);
    const request = async () => {
      const quote = { id: ulid(), move_request_id: ulid(), moving_company_id: company.id, customer_id: ulid() };
      expect(await quotes.createQuotes([quote])).toBe(true);
      return quote;
    };
    const setStatus = (quote: { move_request_id: string }, status: QuoteStatus) =>
      quotes
        .quoteEntity()
        .patch({ move_request_id: quote.move_request_id, moving_company_id: company.id })
        .set({ status })
        .go();

    // Before the view: 30 requests, 20 of them answered (QUOTED), 2 of those booked.
    const before = [];
    for (let i = 0; i < 30; i++) before.push(await request());
    for (const quote of before.slice(0, 20)) await setStatus(quote, 'QUOTED');
    for (const quote of before.slice(0, 2)) await setStatus(quote, 'BOOKED');
    tick();
    const viewedAt = new Date().toISOString();
    await users.updateProfile(user.sub, { manage_leads_viewed_at: viewedAt });
    // A change at the very moment of the view is not news (only later ones are).
    await setStatus(before[25], 'CANCELLED');
    tick();
    // After it: 3 new requests, a booking, a cancellation, and an answer (the company's own: no news).
    for (let i = 0; i < 3; i++) await request();
    await setStatus(before[5], 'BOOKED');
    await setStatus(before[6], 'CANCELLED');
    await setStatus(before[7], 'INVITED_TO_BOOK');
    await setStatus(before[26], 'QUOTED');
    vi.useRealTimers();

    const fixed = (await dotOf(idle.user)).itemsRead;
    const seen = await dotOf(user);
    expect(seen.result.manage_leads_count).toBe(5);
    expect(seen.result.manage_leads_count).toBe(await countFromWholeList(company.id, viewedAt));
    expect(seen.itemsRead - fixed).toBeLessThanOrEqual(5);

    const never = await dotOf(neverOpened);
    expect(never.result.manage_leads_count).toBe(await countFromWholeList(company.id, null));
    // Booked 3, cancelled 2, requested 11.
    expect(never.result.manage_leads_count).toBe(3 + 2 + 11);
    expect(never.itemsRead - fixed).toBeLessThanOrEqual(never.result.manage_leads_count!);
  });
});
