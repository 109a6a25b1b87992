import { findCompany, type MovingCompanyItem } from '@functions/core/data/company/moving-companies';
import { findMoveRequest, type MoveRequestItem } from '@functions/core/data/move-request/move-requests';
import { findBookedMove, type BookedMoveItem } from '@functions/core/data/quote/booked-moves';
import { companyRecipients, customerRecipient, type CompanyRecipients, type Recipient } from './recipients';
import type { UserItem } from '@functions/core/data/user/users';

/** What a booked move's e-mails say and to whom: read once per event. */
export interface BookingMailContext {
  move: BookedMoveItem;
  request: MoveRequestItem;
  company: MovingCompanyItem;
  customer: Recipient & { customer: UserItem };
  companySide: CompanyRecipients;
}

/**
 * Reads a booked move and everyone its e-mails go to. Null when the booking, its move, its
 * company or its (active) customer is gone: there is nothing to tell then.
 * Reads: the booked move, the move request, the company, the customer's profile, the company's users.
 */
export async function bookingMailContext(quoteId: string): Promise<BookingMailContext | null> {
  const move = await findBookedMove(quoteId);
  if (!move) return null;
  const [request, company, customer, companySide] = await Promise.all([
    findMoveRequest(move.move_request_id),
    findCompany(move.moving_company_id),
    customerRecipient(move.customer_id),
    companyRecipients(move.moving_company_id),
  ]);
  if (!request || !company || !customer || !companySide) return null;
  return { move, request, company, customer, companySide };
}
