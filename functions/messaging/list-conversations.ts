import { routes } from '@schemas/routes';
import { LIMITS } from '@schemas/constants';
import { NEXT_CURSOR_HEADER } from '@schemas/paging';
import { conversationPage, type ConversationPosition } from '@functions/core/data/conversation/conversations';
import { findCompanies } from '@functions/core/data/company/moving-companies';
import { findMoveRequests, type MoveRequestItem } from '@functions/core/data/move-request/move-requests';
import { httpHandler, Reply, type PlainHandler } from '@functions/platform/http/handler';
import { decodePageCursor, encodePageCursor } from '@functions/platform/http/page-cursor';
import { customerReveals } from './customer-reveal';
import { messagingCaller } from './messaging-caller';
import { toConversation } from './messaging-views';

const decodePosition = (cursor: string): ConversationPosition => {
  const [updated_at, id] = decodePageCursor(cursor, 2);
  return { updated_at, id };
};

/**
 * GET /api/conversations[?cursor=] — a page (LIMITS.conversationsPageSize) of the caller's
 * conversations, newest first (a company user: its company's); the next page's cursor in the
 * x-next-cursor header while more may follow (the body stays the spec's array).
 * Reads: the caller's profile (access pattern 1); a customer: Query the customer's conversations (access pattern C3) (the page only)
 * + BatchGet of its companies; a company (the company and its plan: 403 unverified, 402
 * inactive): Query the company's conversations (access pattern C4) (the page only) + BatchGet
 * the company's quote of the move (the booking reveal) + BatchGet of the move requests (the
 * route and month of the list) + the profiles of booked customers whose quote predates the
 * copied last name. At most 2 items per conversation returned beyond the caller's own for a
 * customer, 3 for a company; 400 for a cursor this server did not give. No messages (GET /conversation/{id}).
 */
export const listConversations: PlainHandler<typeof routes.listConversations> = async ({ auth, query }) => {
  const after = query.cursor ? decodePosition(query.cursor) : undefined;
  const caller = await messagingCaller(auth, 'lead');
  const ownerId = caller.side === 'mover' ? caller.userId : caller.company.id;
  const { conversations, next } = await conversationPage(caller.side, ownerId, LIMITS.conversationsPageSize, after);
  const [companies, reveals, moves] = await Promise.all([
    caller.side === 'mover'
      ? findCompanies(conversations.map((c) => c.moving_company_id))
      : Promise.resolve(new Map([[caller.company.id, caller.company]])),
    customerReveals(caller, conversations),
    // A company tells two customers of one first name apart by the move's route and month.
    caller.side === 'mover'
      ? Promise.resolve(new Map<string, MoveRequestItem>())
      : findMoveRequests(conversations.map((c) => c.move_request_id)),
  ]);
  const rows = conversations.map((c) =>
    toConversation(
      c,
      caller.side,
      companies.get(c.moving_company_id) ?? null,
      reveals.get(c.id)!,
      undefined,
      moves.get(c.move_request_id),
    ),
  );
  return new Reply(200, rows, next ? { [NEXT_CURSOR_HEADER]: encodePageCursor([next.updated_at, next.id]) } : {});
};

export const handler = httpHandler(routes.listConversations, listConversations);
