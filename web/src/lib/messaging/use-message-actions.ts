import { MESSAGING_MESSAGES } from '@schemas/messaging';
import { useViewer } from '@web/hooks/use-viewer';
import { sendMessageRule } from '../company-display';
import { notify } from '../notify';
import { useOpenConversation } from './use-open-conversation';

/**
 * A customer's 'Send a message' / 'View messages' to a company (spec sections 2 and 5): only a
 * MOVER with a move request, else the spec's message. The conversation is about the
 * customer's own move request unless one is given.
 */
export function useMessageCompany() {
  const viewer = useViewer();
  const user = viewer.status === 'signed-in' ? viewer.user : null;
  const { open, opening } = useOpenConversation();
  const messageCompany = (companyId: string, moveRequestId?: string) => {
    const move_request_id = moveRequestId ?? user?.move_request_id ?? null;
    if (!user || sendMessageRule({ role: user.role, move_request_id }) !== 'open-messages' || !move_request_id) {
      notify.failure(MESSAGING_MESSAGES.moverWithMoveRequestOnly);
      return;
    }
    open({ mover_id: user.id, move_request_id, moving_company_id: companyId });
  };
  return { messageCompany, opening };
}

/** The lead a company writes to: the move request and its customer. */
export interface LeadToMessage {
  move_request_id: string;
  /** The customer (the move request's user_id). */
  mover_id: string;
}

/** A company's 'Send message' / 'View messages' on a lead (find leads, manage leads). */
export function useMessageLead() {
  const viewer = useViewer();
  const companyId = viewer.status === 'signed-in' ? (viewer.user?.moving_company_id ?? null) : null;
  const { open, opening } = useOpenConversation();
  const messageLead = (lead: LeadToMessage) => {
    if (!companyId) {
      notify.failure(MESSAGING_MESSAGES.openMessages);
      return;
    }
    open({ mover_id: lead.mover_id, move_request_id: lead.move_request_id, moving_company_id: companyId });
  };
  return { messageLead, opening };
}
