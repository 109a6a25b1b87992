import { config } from '@functions/platform/config';
import { findCompany } from '@functions/core/data/company/moving-companies';
import { findQuoteOf } from '@functions/core/data/quote/quotes';
import { findUser, listCompanyUsers, type UserItem } from '@functions/core/data/user/users';

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

export interface CompanyRecipients {
  companyName: string;
  recipients: Recipient[];
}

/**
 * Who gets a company's e-mails: each active user of the company at their own address, under
 * their own switches (Query the company's users (access pattern 4d)), and the business address
 * (the company (access pattern 5) email) only when the company ticked 'Also send to our business
 * address'; that address gets every e-mail unless it is one of the users' own (then their
 * switches decide). Null when there is no such company.
 */
export async function companyRecipients(companyId: string): Promise<CompanyRecipients | null> {
  const [company, users] = await Promise.all([findCompany(companyId), listCompanyUsers(companyId)]);
  if (!company) return null;
  const recipients: Recipient[] = users
    .filter((user) => user.account_status !== 'DISABLED' && user.role === 'MOVING_COMPANY')
    .map((user) => ({ email: user.email, greetingName: user.firstName, ...switchesOf(user) }));
  const business = company.email.toLowerCase();
  if (company.notify_business_address && !recipients.some((r) => r.email.toLowerCase() === business)) {
    recipients.push({ email: company.email, greetingName: company.name, ...switchesOf(null) });
  }
  return { companyName: company.name, recipients };
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
