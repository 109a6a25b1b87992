import { routes } from '@schemas/routes';
import { conversationsOfCompany, conversationsOfMover } from '@functions/core/data/conversations';
import { findCompanies } from '@functions/core/data/moving-companies';
import { httpHandler, type PlainHandler } from '@functions/core/http/handler';
import { customerReveals } from './customer-reveal';
import { messagingCaller } from './messaging-caller';
import { toConversation } from './views';

/**
 * GET /api/conversations — the caller's conversations, newest first (a company user: its company's).
 * Reads: USER#<sub>/PROFILE; a customer: Query gsi2 MOVER#<sub>#CONVERSATIONS + BatchGet of the
 * companies; a company (COMPANY#<id>, SUBSCRIPTION: 403 unverified, 402 inactive): Query gsi3
 * COMPANY#<id>#CONVERSATIONS + BatchGet MOVE#<move>/QUOTE#<company> (the booking reveal) +
 * the booked customers' profiles. No messages (GET /conversation/{id} has them).
 */
export const listConversations: PlainHandler<typeof routes.listConversations> = async ({ auth }) => {
  const caller = await messagingCaller(auth, 'lead');
  const conversations = caller.side === 'mover' ? await conversationsOfMover(caller.userId) : await conversationsOfCompany(caller.company.id);
  const [companies, reveals] = await Promise.all([
    caller.side === 'mover' ? findCompanies(conversations.map((c) => c.moving_company_id)) : Promise.resolve(new Map([[caller.company.id, caller.company]])),
    customerReveals(caller, conversations),
  ]);
  return conversations.map((c) => toConversation(c, caller.side, companies.get(c.moving_company_id) ?? null, reveals.get(c.id)!));
};

export const handler = httpHandler(routes.listConversations, listConversations);
