import { describe, expect, it } from 'vitest';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { dayFromToday } from '@test/support/fixtures/dates';
import { seedCompanyConversations } from '@test/support/fixtures/many-conversations';
import {
  conversationOf,
  listConversations,
  markViewed,
  sendMessage,
  unreadCount,
} from '@test/support/fixtures/messaging';
import { customerWithMove } from '@test/support/fixtures/moves';
import { requestQuoteFrom } from '@test/support/fixtures/quotes';
import { pointAtStack } from '@test/support/point-at-stack';
import { itemsReadBy } from '@test/support/read-count';

/*
 * GET /unread-count reads the sparse unread index, not the caller's whole conversation list
 * (docs/security.md, Lists are paged, part 3): the count equals the conversations the list
 * marks unread after sends, views, parallel sends and a view racing sends, and reads only the
 * unread conversations.
 */

const day = dayFromToday(40);

async function data() {
  pointAtStack();
  return {
    ...(await import('@functions/core/data/conversation/conversations')),
    ...(await import('@functions/core/data/conversation/conversation-unread')),
  };
}

/** A customer, `companies` companies it asked for quotes, and one conversation with each. */
async function customerWithConversations(companies: number) {
  const { customer, moveId } = await customerWithMove({ start: day, firstName: 'Una' });
  const threads = [];
  for (let i = 0; i < companies; i++) {
    const x = await companyWithUser();
    await requestQuoteFrom(customer, moveId, x.company.id, day);
    const conversationId = await conversationOf(customer, {
      mover_id: customer.sub,
      move_request_id: moveId,
      moving_company_id: x.company.id,
    });
    threads.push({ companyUser: x.user, companyId: x.company.id, conversationId });
  }
  return { customer, threads };
}

const countOf = async (user: Parameters<typeof unreadCount>[0]) => {
  const answer = await unreadCount(user);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.unread_count;
};
const unreadInList = async (user: Parameters<typeof listConversations>[0]) =>
  (await listConversations(user)).body.filter((c: { unread: boolean }) => c.unread).length;

describe('GET /unread-count', () => {
  it('reads only the unread conversations of a company with 45 (5 unread: 5 items read)', async () => {
    const x = await companyWithUser({ name: 'Unread Index Movers' });
    const ids = await seedCompanyConversations({ companyId: x.company.id, count: 45 });
    for (const id of ids.slice(5)) expect((await markViewed(x.user, id)).status).toBe(200);
    expect(await countOf(x.user)).toBe(5);
    const { unreadConversationCount } = await data();
    const { result, itemsRead } = await itemsReadBy(() => unreadConversationCount('moving_company', x.company.id));
    expect(result).toBe(5);
    expect(itemsRead).toBe(5);
  });

  it('counts parallel messages into one conversation once, and into three conversations three times', async () => {
    const { customer, threads } = await customerWithConversations(3);
    const [first] = threads;
    const once = await Promise.all(
      Array.from({ length: 10 }, (_, i) => sendMessage(first.companyUser, first.conversationId, `offer ${i}`)),
    );
    expect(once.map((a) => a.status)).toEqual(Array(10).fill(201));
    expect(await countOf(customer)).toBe(1);
    const each = await Promise.all(
      threads.map((t) => sendMessage(t.companyUser, t.conversationId, 'We can do the 12th')),
    );
    expect(each.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(await countOf(customer)).toBe(3);
    expect(await unreadInList(customer)).toBe(3);
    // The customer's own answers are not unread for the customer; each is for its company.
    await Promise.all(threads.map((t) => sendMessage(customer, t.conversationId, 'Thanks!')));
    expect(await countOf(customer)).toBe(3);
    for (const t of threads) expect(await countOf(t.companyUser)).toBe(1);
    await markViewed(customer, threads[1].conversationId);
    expect(await countOf(customer)).toBe(2);
    expect(await unreadInList(customer)).toBe(2);
  });

  it('a view racing messages leaves the count equal to the list; a message after a view is unread, a view after it is not', async () => {
    const { customer, threads } = await customerWithConversations(1);
    const [t] = threads;
    for (let round = 0; round < 5; round++) {
      await Promise.all([
        ...Array.from({ length: 4 }, (_, i) =>
          sendMessage(t.companyUser, t.conversationId, `round ${round} message ${i}`),
        ),
        markViewed(customer, t.conversationId),
      ]);
      const count = await countOf(customer);
      expect(count).toBe(await unreadInList(customer));
      expect([0, 1]).toContain(count);
      expect((await markViewed(customer, t.conversationId)).status).toBe(200);
      expect(await countOf(customer)).toBe(0);
      expect((await sendMessage(t.companyUser, t.conversationId, `after round ${round}`)).status).toBe(201);
      expect(await countOf(customer)).toBe(1);
    }
  });

  it('a view older than the newest message keeps the conversation unread', async () => {
    const { customer, threads } = await customerWithConversations(1);
    const [t] = threads;
    await sendMessage(t.companyUser, t.conversationId, 'Are you there?');
    const { markViewed: markViewedAt } = await data();
    // A view that started before the message was written (its time is older) does not cover it.
    expect(await markViewedAt(t.conversationId, 'mover', new Date(Date.now() - 60_000).toISOString())).toBeTruthy();
    expect(await countOf(customer)).toBe(1);
    expect((await markViewed(customer, t.conversationId)).status).toBe(200);
    expect(await countOf(customer)).toBe(0);
  });

  it('files a conversation stored before the unread index by its times (the backfill)', async () => {
    const x = await companyWithUser({ name: 'Backfill Unread Movers' });
    const [unread, read] = await seedCompanyConversations({ companyId: x.company.id, count: 2 });
    const { conversationEntity, findConversation, indexUnread } = await data();
    // As stored before the index: no unread keys; the second viewed after the customer wrote.
    await conversationEntity().patch({ id: unread }).remove(['company_unread_key', 'company_unread_sort']).go();
    await conversationEntity()
      .patch({ id: read })
      .remove(['company_unread_key', 'company_unread_sort'])
      .set({ moving_company_last_viewed_at: new Date().toISOString() })
      .go();
    expect(await countOf(x.user)).toBe(0);
    expect(await indexUnread((await findConversation(unread))!)).toBe(1);
    expect(await indexUnread((await findConversation(read))!)).toBe(0);
    expect(await indexUnread((await findConversation(unread))!)).toBe(0);
    expect(await countOf(x.user)).toBe(1);
  });
});
