import { routes } from '@schemas/routes';
import { openConversation } from '@functions/core/data/conversation/conversations';
import { findUser } from '@functions/core/data/user/users';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { mayOpen } from './may-open';
import { messagingCaller } from './messaging-caller';

/**
 * POST /api/conversation — opens (or finds) the conversation of a customer, a move request and
 * a company; idempotent (the same three always answer the same id).
 * Reads: the caller's profile (access pattern 1) (+ the company and its plan for a company: 403 unverified, 402
 * inactive), the move request (access pattern 10), the company's quote of the move, the company (customer), its month
 * availability items (matching), the customer's profile (first name copied in).
 * Writes: the conversation (access pattern C5) + the conversation key (access pattern C2) in one
 * transaction, both attribute_not_exists (conversations.ts).
 * Who may: may-open.ts (the customer: own move, a matched or asked company; the company: a lead
 * the lead rule lets it message).
 */
export const createConversation: PlainHandler<typeof routes.createConversation> = async ({ auth, body }) => {
  const caller = await messagingCaller(auth, 'lead');
  const move = await mayOpen(caller, body);
  const customer = await findUser(move.user_id);
  const { id } = await openConversation({
    ...body,
    mover_first_name: customer?.firstName ?? '',
    from_city: move.from_location.city,
    from_state: move.from_location.state,
  });
  return { id };
};

export const handler = httpHandler(routes.createConversation, createConversation);
