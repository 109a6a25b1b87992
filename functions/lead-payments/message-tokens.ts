import { findConversation, type ConversationItem } from '@functions/core/data/conversation/conversations';
import { tokenBalance } from '@functions/core/data/lead-tokens/lead-tokens';
import {
  dropPendingPointer,
  findMessage,
  messageWriteItems,
  pendingMessagesOfCompany,
  releasePendingMessageItems,
  writeMessage,
  type MessageItem,
  type NewMessage,
} from '@functions/core/data/conversation/messages';
import { findMoveRequest, type MoveRequestItem } from '@functions/core/data/move-request/move-requests';
import { publishEvent } from '@functions/platform/events';
import { isPastDate } from '@functions/platform/move-dates';
import { companySpendsTokens, leadOf, payForLead, type LeadPayment } from './quote-tokens';
import { leadChoiceRefusal } from './lead-access';
import { findQuoteOf } from '@functions/core/data/quote/quotes';

/*
 * Paying for a lead with a message (spec sections 7 and 9): a pay-per-lead company's first
 * message on a lead it has not paid for spends one token in the same transaction as the message
 * (payForLead, functions/lead-payments/quote-tokens.ts); a paid lead costs nothing again; a quick response
 * never spends; without a token the message is stored payment-pending (hidden from the customer)
 * and goes out when a credit pays for it (releasePendingMessages, on TokensCredited).
 */

/** The ledger's reason for a token spent on a message. */
export const MESSAGE_SPEND_REASON = 'Message sent';

export type MessageSendOutcome = 'sent' | 'pending' | 'refused';

/** Does this message need the lead paid: a company's message that is not a quick response, on a pay-per-lead plan? */
async function messageSpends(message: NewMessage, companyId: string): Promise<boolean> {
  if (message.sender_side !== 'moving_company' || message.is_quick_response) return false;
  return companySpendsTokens(companyId);
}

/**
 * Writes the message with its conversation's stamp, paying for the lead when it must.
 * 'refused': a condition failed (the conversation is gone).
 */
export async function sendMessagePayingLead(
  message: NewMessage,
  conversation: ConversationItem,
  move: MoveRequestItem,
): Promise<MessageSendOutcome> {
  if (!(await messageSpends(message, conversation.moving_company_id))) {
    return (await writeMessage(messageWriteItems(message, conversation))) ? 'sent' : 'refused';
  }
  const lead = await leadOf(move, conversation.moving_company_id, MESSAGE_SPEND_REASON);
  const payment = await payForLead(lead, messageWriteItems(message, conversation));
  if (payment === 'paid') return 'sent';
  if (payment === 'refused') return 'refused';
  if (!(await writeMessage(messageWriteItems(message, conversation, true)))) return 'refused';
  // A refill may have been credited between the spend and this write: release it now.
  if ((await tokenBalance(conversation.moving_company_id)) > 0) {
    const stored = await findMessage(message);
    if (stored?.payment_pending_since && (await releasePendingMessage(stored, conversation, move)) === 'paid')
      return 'sent';
  }
  return 'pending';
}

/** The event that delivers a message (live) and e-mails the other side. */
export async function publishMessageSent(
  message: Pick<MessageItem, 'id' | 'sender_id' | 'sender_side'>,
  conversation: ConversationItem,
): Promise<void> {
  await publishEvent('MessageSent', {
    messageId: message.id,
    conversationId: conversation.id,
    senderId: message.sender_id,
    senderSide: message.sender_side,
    customerId: conversation.mover_id,
    companyId: conversation.moving_company_id,
  });
}

/** Sends one payment-pending message, paying its token: 'paid' when it went out. */
async function releasePendingMessage(
  message: MessageItem,
  conversation: ConversationItem,
  move: MoveRequestItem,
): Promise<LeadPayment> {
  const lead = await leadOf(move, conversation.moving_company_id, MESSAGE_SPEND_REASON);
  const outcome = await payForLead(lead, releasePendingMessageItems(message, conversation));
  if (outcome === 'paid') await publishMessageSent(message, conversation);
  return outcome;
}

/**
 * On a credit (TokensCredited): the company's payment-pending messages go out oldest first,
 * each paying for its lead in its own transaction (a second message on the same lead rides on
 * the first one's token), until the tokens run out. Answers how many went out.
 */
export async function releasePendingMessages(companyId: string): Promise<number> {
  let released = 0;
  for (const pointer of await pendingMessagesOfCompany(companyId)) {
    const conversation = await findConversation(pointer.conversation_id);
    const message = conversation
      ? await findMessage({
          conversation_id: pointer.conversation_id,
          created_at: pointer.created_at,
          id: pointer.message_id,
        })
      : null;
    if (!conversation || !message?.payment_pending_since) {
      await dropPendingPointer(pointer);
      continue;
    }
    const move = await findMoveRequest(conversation.move_request_id, { consistent: true });
    // A move gone or passed is no lead worth a token; its message stays pending.
    if (!move || isPastDate(move.end_date)) continue;
    // The customer's choice keeps this company from the move now (not asked, or turned down): it stays pending.
    if (leadChoiceRefusal(move, await findQuoteOf(move.id, companyId), 'message')) continue;
    const outcome = await releasePendingMessage(message, conversation, move);
    if (outcome === 'noTokens') break;
    if (outcome === 'paid') released++;
  }
  return released;
}
