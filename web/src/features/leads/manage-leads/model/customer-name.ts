import type { CompanyLead } from '@schemas/company-quotes';
import { MANAGE_LEADS_MESSAGES } from '../messages';

/** The customer's whole name as the company may see it, or 'Unknown Customer'. */
export function customerFullName(move: CompanyLead['move_request'] | undefined): string {
  if (!move?.user) return MANAGE_LEADS_MESSAGES.unknownCustomer;
  return [move.user.firstName, move.user.lastName].filter(Boolean).join(' ');
}
