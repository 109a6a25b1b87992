import { describe, expect, it } from 'vitest';
import { MESSAGING_MESSAGES, QUICK_RESPONSES } from '@schemas/messaging';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { dayFromToday } from '@test/support/fixtures/dates';
import {
  conversationOf,
  deliverTokensCreditedToMessages,
  getConversation,
  listConversations,
  markViewed,
  openConversation,
  sendMessage,
  storedMessages,
  unreadCount,
  uploadedAttachment,
} from '@test/support/fixtures/messaging';
import { customerWithMove } from '@test/support/fixtures/moves';
import { requestQuoteFrom, setQuote } from '@test/support/fixtures/quotes';
import { storedTokenBalance } from '@test/support/fixtures/subscriptions';
import { creditTokens, payPerLeadCompany, storedLedger, storedPaidLeads } from '@test/support/fixtures/lead-tokens';
import { requestUpload, putUpload } from '@test/support/image-uploads';
import { validPng } from '@test/support/fixtures/images';

/* Conversations and messages (docs/messaging.md): behaviour beyond who may (messaging-authorization.test.ts). */

const day = dayFromToday(40);

/** A customer with a move, a company (monthly unless a fixture is given) it asked for a quote, and their conversation. */
async function conversationWorld(company?: Awaited<ReturnType<typeof companyWithUser>>) {
  const { customer, moveId } = await customerWithMove({ start: day, firstName: 'Mia' });
  const x = company ?? (await companyWithUser());
  await requestQuoteFrom(customer, moveId, x.company.id, day);
  const triple = { mover_id: customer.sub, move_request_id: moveId, moving_company_id: x.company.id };
  const conversationId = await conversationOf(customer, triple);
  return { customer, moveId, company: x.company, companyUser: x.user, triple, conversationId };
}

/** A company's own conversation on a lead it found (no quote yet): the company opens it. */
async function companyOpensLead(x: Awaited<ReturnType<typeof companyWithUser>>) {
  const { customer, moveId } = await customerWithMove({ start: day, firstName: 'Leo' });
  const conversationId = await conversationOf(x.user, {
    mover_id: customer.sub,
    move_request_id: moveId,
    moving_company_id: x.company.id,
  });
  return { customer, moveId, conversationId };
}

describe('opening a conversation', () => {
  it('is idempotent: ten parallel opens of the same three answer one id', async () => {
    const { customer, moveId } = await customerWithMove({ start: day });
    const x = await companyWithUser();
    await requestQuoteFrom(customer, moveId, x.company.id, day);
    const triple = { mover_id: customer.sub, move_request_id: moveId, moving_company_id: x.company.id };
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => openConversation(i % 2 ? x.user : customer, triple)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect((await listConversations(customer)).body).toHaveLength(1);
  });
});

describe('listing and reading', () => {
  it('lists newest first: a message moves its conversation to the top', async () => {
    const first = await conversationWorld();
    const x2 = await companyWithUser();
    await requestQuoteFrom(first.customer, first.moveId, x2.company.id, day);
    const second = await conversationOf(first.customer, { ...first.triple, moving_company_id: x2.company.id });
    expect((await listConversations(first.customer)).body.map((c: { id: string }) => c.id)).toEqual([
      second,
      first.conversationId,
    ]);
    expect((await sendMessage(first.companyUser, first.conversationId, 'Hello Mia')).status).toBe(201);
    const list = (await listConversations(first.customer)).body;
    expect(list.map((c: { id: string }) => c.id)).toEqual([first.conversationId, second]);
    expect(list[0].last_message).toMatchObject({
      content: 'Hello Mia',
      sender_id: first.companyUser.sub,
      has_attachments: false,
    });
    expect(list[0].moving_company.name).toBe(first.company.name);
  });

  it('a thread is oldest first, with trimmed text', async () => {
    const w = await conversationWorld();
    await sendMessage(w.customer, w.conversationId, '  one  ');
    await sendMessage(w.companyUser, w.conversationId, 'two');
    await sendMessage(w.customer, w.conversationId, 'three');
    const messages = (await getConversation(w.customer, w.conversationId)).body.messages;
    expect(messages!.map((m: { content: string }) => m.content)).toEqual(['one', 'two', 'three']);
  });

  it('refuses an empty message and writes nothing', async () => {
    const w = await conversationWorld();
    const answer = await sendMessage(w.customer, w.conversationId, '   ');
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(MESSAGING_MESSAGES.emptyMessage);
    expect(await storedMessages(w.conversationId)).toHaveLength(0);
  });
});

describe('unread', () => {
  it("counts conversations whose other side wrote after this side's last view", async () => {
    const w = await conversationWorld();
    // The spec's name (section 3, Counters): unread_count, nothing else for a customer.
    expect((await unreadCount(w.customer)).body).toEqual({ unread_count: 0 });
    await sendMessage(w.customer, w.conversationId, 'Are you free?');
    // Own messages are never unread for their side.
    expect((await unreadCount(w.customer)).body.unread_count).toBe(0);
    expect((await unreadCount(w.companyUser)).body.unread_count).toBe(1);
    expect((await listConversations(w.companyUser)).body[0].unread).toBe(true);
    const viewed = await markViewed(w.companyUser, w.conversationId);
    expect(viewed.status).toBe(200);
    expect((await unreadCount(w.companyUser)).body.unread_count).toBe(0);
    expect((await getConversation(w.companyUser, w.conversationId)).body.moving_company_last_viewed_at).toBe(
      viewed.body.viewed_at,
    );
    await sendMessage(w.companyUser, w.conversationId, 'Yes we are');
    expect((await unreadCount(w.customer)).body.unread_count).toBe(1);
    await markViewed(w.customer, w.conversationId);
    expect((await unreadCount(w.customer)).body.unread_count).toBe(0);
  });

  it("counts the company's Manage leads news: customer changes after the manager was last opened", async () => {
    const w = await conversationWorld();
    // Never opened: the customer's request is news.
    expect((await unreadCount(w.companyUser)).body.manage_leads_count).toBe(1);
    expect((await callRoute(routes.listMyCompanyQuotes, { token: w.companyUser.accessToken })).status).toBe(200);
    expect((await unreadCount(w.companyUser)).body.manage_leads_count).toBe(0);
    // The company's own quote is no news; the customer's cancellation is.
    await setQuote(w.moveId, w.company.id, 'QUOTED', { price: 800 });
    expect((await unreadCount(w.companyUser)).body.manage_leads_count).toBe(0);
    await setQuote(w.moveId, w.company.id, 'CANCELLED');
    expect((await unreadCount(w.companyUser)).body.manage_leads_count).toBe(1);
    // A customer has no Manage leads count.
    expect((await unreadCount(w.customer)).body.manage_leads_count).toBeUndefined();
  });
});

describe('attachments', () => {
  it("accepts the sender's own checked images, with or without text", async () => {
    const w = await conversationWorld();
    const mediaId = await uploadedAttachment(w.customer);
    const answer = await sendMessage(w.customer, w.conversationId, '', { attachment_media_ids: [mediaId] });
    expect(answer.status).toBe(201);
    expect(answer.body.attachments).toHaveLength(1);
    expect(answer.body.attachments[0].id).toBe(mediaId);
    expect(answer.body.attachments[0].media.url).toContain(mediaId.split('/').pop());
    expect((await listConversations(w.companyUser)).body[0].last_message!.has_attachments).toBe(true);
    const image = await fetch(answer.body.attachments[0].media.url);
    expect(image.status).toBe(200);
  });

  it('refuses an unchecked upload, a made-up id and a company logo', async () => {
    const w = await conversationWorld();
    const bytes = validPng(8, 8);
    const ticket = await requestUpload(w.customer, 'attachment', { size: bytes.length });
    await putUpload(ticket, bytes);
    for (const ids of [
      [ticket.mediaId],
      [`attachments/${w.customer.sub}/1-made-up.png`],
      [`companies/${w.company.id}/logo.png`],
    ]) {
      const answer = await sendMessage(w.customer, w.conversationId, 'see', { attachment_media_ids: ids });
      expect(answer.status).toBe(400);
    }
    expect(await storedMessages(w.conversationId)).toHaveLength(0);
  });
});

describe('quick responses', () => {
  it('a pay-per-lead company sends one of the two fixed declines for free, even without tokens', async () => {
    const x = await payPerLeadCompany(0);
    const { conversationId, customer } = await companyOpensLead(x);
    const answer = await sendMessage(x.user, conversationId, QUICK_RESPONSES.scheduling, { is_quick_response: true });
    expect(answer.status).toBe(201);
    expect(answer.body.is_quick_response).toBe(true);
    expect(answer.body.paymentPending).toBeUndefined();
    expect(await storedTokenBalance(x.company.id)).toBe(0);
    const seen = (await getConversation(customer, conversationId)).body.messages;
    expect(seen!.map((m: { content: string }) => m.content)).toEqual([QUICK_RESPONSES.scheduling]);
  });

  it('refuses other text, a monthly company and a customer', async () => {
    const x = await payPerLeadCompany(3);
    const lead = await companyOpensLead(x);
    const other = await sendMessage(x.user, lead.conversationId, 'Sorry, no', { is_quick_response: true });
    expect(other.status).toBe(400);
    expect(other.body).toEqual({ error: MESSAGING_MESSAGES.quickResponseNotAllowed });
    const w = await conversationWorld();
    expect(
      (await sendMessage(w.companyUser, w.conversationId, QUICK_RESPONSES.serviceArea, { is_quick_response: true }))
        .status,
    ).toBe(400);
    expect(
      (await sendMessage(w.customer, w.conversationId, QUICK_RESPONSES.serviceArea, { is_quick_response: true }))
        .status,
    ).toBe(400);
    expect(await storedTokenBalance(x.company.id)).toBe(3);
  });
});

describe('lead tokens', () => {
  it('ten parallel first messages on one lead spend exactly one token', async () => {
    const x = await payPerLeadCompany(5);
    const { conversationId, moveId, customer } = await companyOpensLead(x);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => sendMessage(x.user, conversationId, `Offer ${i}`)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    expect(answers.every((a) => a.body.paymentPending === undefined)).toBe(true);
    expect(await storedTokenBalance(x.company.id)).toBe(4);
    expect(await storedPaidLeads(moveId)).toHaveLength(1);
    const spent = (await storedLedger(x.company.id)).filter((e) => e.kind === 'spent');
    expect(spent).toHaveLength(1);
    expect((await getConversation(customer, conversationId)).body.messages).toHaveLength(10);
    // The customer's own messages never spend.
    await sendMessage(customer, conversationId, 'Thanks');
    expect(await storedTokenBalance(x.company.id)).toBe(4);
  });

  it('without a token the message is stored payment-pending, hidden from the customer, and released by TokensCredited', async () => {
    const x = await payPerLeadCompany(0);
    const { conversationId, customer } = await companyOpensLead(x);
    const answer = await sendMessage(x.user, conversationId, 'We can move you for $900');
    expect(answer.status).toBe(201);
    expect(answer.body.paymentPending).toBe(true);
    expect(typeof answer.body.checkoutUrl).toBe('string');
    expect((await getConversation(customer, conversationId)).body.messages).toHaveLength(0);
    expect((await getConversation(x.user, conversationId)).body.messages).toHaveLength(1);
    expect((await unreadCount(customer)).body.unread_count).toBe(0);
    expect((await listConversations(customer)).body[0].last_message).toBeNull();

    await creditTokens(x.company.id, 2, `cs_test_msg_${conversationId}`);
    const published = await deliverTokensCreditedToMessages(x.company.id, 2);
    // The release pays the lead (LeadPaid, for the admin's counters) and then announces the message.
    expect(published.map((e) => e['detail-type'])).toEqual(['LeadPaid', 'MessageSent']);
    expect((published[1].detail as { messageId: string }).messageId).toBe(answer.body.id);
    const seen = (await getConversation(customer, conversationId)).body.messages;
    expect(seen!.map((m: { content: string }) => m.content)).toEqual(['We can move you for $900']);
    expect((await unreadCount(customer)).body.unread_count).toBe(1);
    expect(await storedTokenBalance(x.company.id)).toBe(1);
    // A second delivery of the event releases nothing more and spends nothing.
    expect(await deliverTokensCreditedToMessages(x.company.id, 2)).toEqual([]);
    expect(await storedTokenBalance(x.company.id)).toBe(1);
  });

  it('a monthly company never spends', async () => {
    const w = await conversationWorld();
    expect((await sendMessage(w.companyUser, w.conversationId, 'Hello')).status).toBe(201);
    expect(await storedTokenBalance(w.company.id)).toBe(0);
  });
});

describe('the paywall', () => {
  it('an inactive company gets 402 on list, get, create and send; the unread count still answers', async () => {
    const x = await companyWithUser({ plan: 'none' });
    const { customer, moveId } = await customerWithMove({ start: day });
    const triple = { mover_id: customer.sub, move_request_id: moveId, moving_company_id: x.company.id };
    expect((await openConversation(x.user, triple)).status).toBe(402);
    expect((await listConversations(x.user)).status).toBe(402);
    expect((await getConversation(x.user, '01JAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(402);
    expect((await sendMessage(x.user, '01JAAAAAAAAAAAAAAAAAAAAAAA', 'hi')).status).toBe(402);
    expect((await unreadCount(x.user)).status).toBe(200);
  });
});
