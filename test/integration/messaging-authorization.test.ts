import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGING_MESSAGES } from '@schemas/messaging';
import { IMAGE_MESSAGES } from '@schemas/company-profile';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { createTestCompany, makeAvailable } from '@test/support/fixtures/companies';
import { companyWithUser, createCompanyUser } from '@test/support/fixtures/company-users';
import { dayFromToday } from '@test/support/fixtures/dates';
import { validPng } from '@test/support/fixtures/images';
import {
  conversationOf,
  getConversation,
  listConversations,
  markViewed,
  openConversation,
  sendMessage,
  unreadCount,
  uploadedAttachment,
} from '@test/support/fixtures/messaging';
import { customerWithMove, createTestLead } from '@test/support/fixtures/moves';
import { requestQuoteFrom } from '@test/support/fixtures/quotes';
import type { TestUser } from '@test/support/fixtures/users';
import { requestUpload } from '@test/support/image-uploads';
import { pointAtStack } from '@test/support/point-at-stack';

/*
 * Who may do what on the messaging routes (docs/messaging.md): only a conversation's two sides
 * (the customer; every user of the company) read or post; a customer opens one only about its
 * own move and with a company it was matched with or asked; a company only about a lead the
 * lead rule lets it message. Everyone else learns nothing (404 'Conversation not found').
 */

const day = dayFromToday(40);
let customer: TestUser;
let otherCustomer: TestUser;
let moveId: string;
let companyId: string;
let companyUser: TestUser;
let colleague: TestUser;
let otherCompanyUser: TestUser;
let conversationId: string;
let triple: { mover_id: string; move_request_id: string; moving_company_id: string };

beforeAll(async () => {
  pointAtStack();
  const [a, b, x, y] = await Promise.all([
    customerWithMove({ start: day }),
    customerWithMove({ start: day }),
    companyWithUser(),
    companyWithUser(),
  ]);
  customer = a.customer;
  moveId = a.moveId;
  otherCustomer = b.customer;
  companyId = x.company.id;
  companyUser = x.user;
  colleague = await createCompanyUser(companyId);
  otherCompanyUser = y.user;
  await requestQuoteFrom(customer, moveId, companyId, day);
  triple = { mover_id: customer.sub, move_request_id: moveId, moving_company_id: companyId };
  conversationId = await conversationOf(customer, triple);
  expect((await sendMessage(customer, conversationId, 'Hello movers')).status).toBe(201);
});

describe('the two sides', () => {
  it('the customer, the company user and a colleague read, post and mark viewed', async () => {
    for (const user of [customer, companyUser, colleague]) {
      expect((await getConversation(user, conversationId)).status).toBe(200);
      expect((await sendMessage(user, conversationId, `hi from ${user.firstName}`)).status).toBe(201);
      expect((await markViewed(user, conversationId)).status).toBe(200);
      const list = await listConversations(user);
      expect(list.status).toBe(200);
      expect(list.body.map((c: { id: string }) => c.id)).toContain(conversationId);
      expect((await unreadCount(user)).status).toBe(200);
      const found = await callRoute(routes.findConversation, { token: user.accessToken, query: triple });
      expect(found.body).toEqual({ id: conversationId });
    }
  });

  it('the same three open the same conversation, whoever of the two sides asks', async () => {
    expect((await openConversation(companyUser, triple)).body).toEqual({ id: conversationId });
    expect((await openConversation(colleague, triple)).body).toEqual({ id: conversationId });
  });
});

describe('everyone else learns nothing', () => {
  it('the other customer and another company get 404 on the conversation and do not list it', async () => {
    for (const stranger of [otherCustomer, otherCompanyUser]) {
      for (const answer of [
        await getConversation(stranger, conversationId),
        await markViewed(stranger, conversationId),
        await sendMessage(stranger, conversationId, 'let me in'),
      ]) {
        expect(answer.status).toBe(404);
        expect(answer.body).toEqual({ error: MESSAGING_MESSAGES.conversationNotFound });
      }
      const list = await listConversations(stranger);
      expect(list.body.map((c: { id: string }) => c.id)).not.toContain(conversationId);
      const found = await callRoute(routes.findConversation, { token: stranger.accessToken, query: triple });
      expect(found.body).toEqual({ id: null });
    }
  });

  it('a stranger message writes nothing', async () => {
    const before = (await getConversation(customer, conversationId)).body.messages!.length;
    await sendMessage(otherCustomer, conversationId, 'intrusion');
    expect((await getConversation(customer, conversationId)).body.messages!.length).toBe(before);
  });

  it('anonymous callers get 401 on every messaging route', async () => {
    const calls = [
      callRoute(routes.createConversation, { body: triple }),
      callRoute(routes.findConversation, { query: triple }),
      callRoute(routes.listConversations),
      callRoute(routes.getConversation, { params: { id: conversationId } }),
      callRoute(routes.markConversationViewed, { params: { id: conversationId } }),
      callRoute(routes.sendMessage, { body: { conversation_id: conversationId, content: 'x' } }),
      callRoute(routes.getUnreadCount),
    ];
    for (const answer of await Promise.all(calls)) expect(answer.status).toBe(401);
  });
});

describe('opening a conversation', () => {
  it('a customer only about its own move', async () => {
    const answer = await openConversation(otherCustomer, triple);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ error: MESSAGING_MESSAGES.notYourMoveRequest });
    const inOwnName = await openConversation(otherCustomer, { ...triple, mover_id: otherCustomer.sub });
    expect(inOwnName.status).toBe(403);
  });

  it('a customer only with a company it was matched with or asked', async () => {
    const { company: unmatched } = await companyWithUser();
    const refused = await openConversation(customer, { ...triple, moving_company_id: unmatched.id });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: MESSAGING_MESSAGES.notMatched });
    // Free on the move's day: a match, so it may.
    await makeAvailable(unmatched.id, [day]);
    expect((await openConversation(customer, { ...triple, moving_company_id: unmatched.id })).status).toBe(200);
    // An unverified company never matches.
    const unverified = await createTestCompany({ is_verified: false });
    await makeAvailable(unverified.id, [day]);
    expect((await openConversation(customer, { ...triple, moving_company_id: unverified.id })).status).toBe(403);
  });

  it('a company only for itself and only about a lead it may message', async () => {
    expect((await openConversation(otherCompanyUser, triple)).status).toBe(403);
    // Another company of the same state may message the lead (it may see it).
    const other = await openConversation(otherCompanyUser, {
      ...triple,
      moving_company_id: await companyOf(otherCompanyUser),
    });
    expect(other.status).toBe(200);
    // A lead in another state is unknown to it.
    const scLead = await createTestLead({
      state: 'SC',
      city: 'Columbia',
      zip: '29201',
      start: day,
      end: day,
      userId: otherCustomer.sub,
    });
    const sc = await openConversation(companyUser, {
      mover_id: otherCustomer.sub,
      move_request_id: scLead,
      moving_company_id: companyId,
    });
    expect(sc.status).toBe(404);
    // The mover id must be the move's customer.
    expect((await openConversation(companyUser, { ...triple, mover_id: otherCustomer.sub })).status).toBe(404);
  });

  it('an unverified company gets 403 on the conversation routes', async () => {
    const { user } = await companyWithUser({ is_verified: false });
    expect((await listConversations(user)).status).toBe(403);
  });
});

describe('attachments and image kinds', () => {
  it('a customer may upload an attachment but never a logo or hero', async () => {
    const ticket = await requestUpload(customer, 'attachment', { size: validPng(8, 8).length });
    expect(ticket.mediaId).toMatch(/^attachments\/\d{13}-[0-9a-f]{32}-[\w.-]+$/);
    expect(ticket.mediaId).not.toContain(customer.sub);
    for (const kind of ['logo', 'hero'] as const) {
      const answer = await callRoute(routes.createImageUpload, {
        token: customer.accessToken,
        body: { kind, fileName: `${kind}.png`, contentType: 'image/png', size: 1000 },
      });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ error: IMAGE_MESSAGES.companyImagesOnly });
      const check = await callRoute(routes.uploadImage, {
        token: customer.accessToken,
        body: { mediaId: `companies/${companyId}/x.png`, kind },
      });
      expect(check.status).toBe(403);
    }
  });

  it("a message may carry only the sender's own accepted attachments", async () => {
    const mine = await uploadedAttachment(companyUser);
    const refused = await sendMessage(customer, conversationId, 'look', { attachment_media_ids: [mine] });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: MESSAGING_MESSAGES.attachmentNotYours });
    // The uploader's colleague did not upload it either.
    expect((await sendMessage(colleague, conversationId, 'look', { attachment_media_ids: [mine] })).status).toBe(400);
    expect((await sendMessage(companyUser, conversationId, '', { attachment_media_ids: [mine] })).status).toBe(201);
  });
});

/** The company id of a company user (GET /my-moving-company). */
async function companyOf(user: TestUser): Promise<string> {
  const answer = await callRoute(routes.getMyMovingCompany, { token: user.accessToken });
  return answer.body.id;
}
