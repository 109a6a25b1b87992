import { MESSAGING_MESSAGES } from '@schemas/messaging';
import {
  findConversation,
  type ConversationItem,
  type ConversationSide,
} from '@functions/core/data/conversation/conversations';
import type { MovingCompanyItem } from '@functions/core/data/company/moving-companies';
import type { AuthContext } from '@functions/platform/http/auth-context';
import { callersCompany, callersLeadCompany } from '@functions/platform/http/callers-company';
import { notFound } from '@functions/platform/http/errors';

/** Who is calling a messaging route: a customer, or a user of a company (its side). */
export type MessagingCaller =
  { side: 'mover'; userId: string } | { side: 'moving_company'; userId: string; company: MovingCompanyItem };

/**
 * The caller's side. A company user goes through callersLeadCompany on the routes that load
 * or write conversations ('lead': verified, then the paywall's 402), through callersCompany on
 * the light ones (find, mark viewed, the unread count).
 */
export async function messagingCaller(auth: AuthContext, gate: 'lead' | 'company'): Promise<MessagingCaller> {
  if (auth.role !== 'MOVING_COMPANY') return { side: 'mover', userId: auth.userId };
  const company = gate === 'lead' ? await callersLeadCompany(auth) : await callersCompany(auth);
  return { side: 'moving_company', userId: auth.userId, company };
}

/** Is the caller one of the conversation's two sides (the customer; any user of the company)? */
export function isSideOf(
  caller: MessagingCaller,
  conversation: Pick<ConversationItem, 'mover_id' | 'moving_company_id'>,
): boolean {
  return caller.side === 'mover'
    ? conversation.mover_id === caller.userId
    : conversation.moving_company_id === caller.company.id;
}

/** The conversation when the caller is one of its sides; else 404 'Conversation not found' (existence is not revealed). */
export async function callersConversation(caller: MessagingCaller, id: string): Promise<ConversationItem> {
  const conversation = await findConversation(id);
  if (!conversation || !isSideOf(caller, conversation)) throw notFound(MESSAGING_MESSAGES.conversationNotFound);
  return conversation;
}

export const sideOf = (caller: MessagingCaller): ConversationSide => caller.side;
