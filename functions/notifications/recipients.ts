import { config } from '@functions/core/config';
import { findCompany } from '@functions/core/data/moving-companies';
import { findQuoteOf } from '@functions/core/data/quotes';
import { findUser, findUserByEmail, type UserItem } from '@functions/core/data/users';

export const EMAIL_SETTINGS_PATH = '/profile/email-notifications';
export const appLink = (path: string) => `${config.appOrigin}${path}`;

export interface Recipient {
  email: string;
  /** 'Hi <greetingName>,' */
  greetingName: string;
  statusChanges: boolean;
  newMessages: boolean;
}

/** The switches default to on (an older profile without them gets the e-mails). */
const switchesOf = (profile: Pick<UserItem, 'status_change_notifications' | 'new_message_notifications'> | null) => ({
  statusChanges: profile?.status_change_notifications !== false,
  newMessages: profile?.new_message_notifications !== false,
});

export async function customerRecipient(customerId: string): Promise<(Recipient & { customer: UserItem }) | null> {
  const customer = await findUser(customerId);
  if (!customer || customer.account_status === 'DISABLED') return null;
  return { email: customer.email, greetingName: customer.firstName, ...switchesOf(customer), customer };
}

/**
 * A company's e-mails go to its business address (COMPANY#<id>/PROFILE email, the one it
 * manages on its profile), under the switches of the account with that address (the
 * company's owner; none found: on). Colleagues invited later get no copies: no index lists a
 * company's users, and one address per company is what a lead inbox expects.
 */
export async function companyRecipient(companyId: string): Promise<(Recipient & { companyName: string }) | null> {
  const company = await findCompany(companyId);
  if (!company) return null;
  const owner = await findUserByEmail(company.email);
  const ownerOfThis = owner && owner.moving_company_id === companyId ? owner : null;
  return { email: company.email, greetingName: company.name, ...switchesOf(ownerOfThis), companyName: company.name };
}

/**
 * The customer's name as the company may see it: the last name only once the customer booked
 * this company's quote (the contact reveal of spec section 4), else the first name alone.
 */
export async function customerNameForCompany(customer: UserItem, companyId: string): Promise<string> {
  const moveId = customer.move_request_id;
  const quote = moveId ? await findQuoteOf(moveId, companyId) : null;
  return quote?.status === 'BOOKED' ? `${customer.firstName} ${customer.lastName}` : customer.firstName;
}
