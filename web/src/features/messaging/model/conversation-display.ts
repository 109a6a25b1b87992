import { formatShortMonth } from '@schemas/date-text';
import type { Role } from '@schemas/enums';
import type { ConversationSummary } from '@web/lib/messaging/messaging-api';

/* What each side sees of a conversation (spec section 2): pure, so it is tested on its own. */

export type Side = 'customer' | 'company';

export const sideOf = (role: Role | null | undefined): Side => (role === 'MOVING_COMPANY' ? 'company' : 'customer');

/** The other side's name: the company for the customer, the customer (first name, last name once booked) for the company. */
export function counterpartName(conversation: ConversationSummary, side: Side): string {
  if (side === 'customer') return conversation.moving_company.name;
  return [conversation.mover.firstName, conversation.mover.lastName].filter(Boolean).join(' ');
}

/**
 * The line under the name: the company's city and state for the customer; for the company the
 * move's route and month ('Raleigh → Charleston · Dec'), which tell two customers of one first
 * name apart, or the from-city alone where the list did not carry the move.
 */
export function counterpartPlace(conversation: ConversationSummary, side: Side): string {
  if (side === 'customer')
    return [conversation.moving_company.city, conversation.moving_company.state].filter(Boolean).join(', ');
  const { from_location: from, to_location: to, date_range_start: start } = conversation.move_request;
  if (!to || !start) return `${from.city}, ${from.state}`;
  return `${from.city} → ${to.city} · ${formatShortMonth(start)}`;
}

/** Highlighted as unread unless it is the open one (the server answers `unread` by the caller's side's last view). */
export const showsUnread = (conversation: ConversationSummary, selectedId: string | null) =>
  conversation.unread && conversation.id !== selectedId;

/** The list's preview line of the last message. */
export function lastMessagePreview(conversation: ConversationSummary, imageWord: string): string {
  const last = conversation.last_message;
  if (!last) return '';
  return last.content.trim() || (last.has_attachments ? imageWord : '');
}

/** Text is sent only when something is left after trimming (spec section 5). */
export const sendableText = (text: string): string | null => (text.trim() ? text.trim() : null);
