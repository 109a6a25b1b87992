import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { ADMIN_MESSAGES, type AdminInviteUserBody } from '@schemas/admin';
import { nameProblem } from '@schemas/person-name';

/* The admin's invite (spec sections 3 Invite payload and 5 Admin invite). */

export interface InviteFormValues {
  firstName: string;
  lastName: string;
  email: string;
}

export interface InviteCompany {
  id: string;
  name: string;
}

const LETTERS_AND_DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * The spec's client sends a random 12-character password of letters and digits; the server
 * ignores it and makes its own (schemas/admin.ts), so this is only the payload's shape.
 */
export function randomPassword(length = 12): string {
  let password = '';
  while (password.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length))) {
      // 248 = 4 x 62: larger bytes are skipped so every character is equally likely.
      if (byte < 248 && password.length < length) password += LETTERS_AND_DIGITS[byte % LETTERS_AND_DIGITS.length];
    }
  }
  return password;
}

/** The first refusal of the spec's checks on the typed fields, or null when they pass. */
export function inviteFieldsProblem(values: InviteFormValues): string | null {
  if (!values.firstName.trim() || !values.lastName.trim() || !values.email.trim())
    return ADMIN_MESSAGES.allFieldsRequired;
  return nameProblem(values.firstName, 'First name') ?? nameProblem(values.lastName, 'Last name');
}

/** The first refusal of the spec's checks, or null when the invite can go. */
export function inviteProblem(company: InviteCompany | null, values: InviteFormValues): string | null {
  if (!company) return ADMIN_MESSAGES.pickCompanyFirst;
  return inviteFieldsProblem(values);
}

/** The form's checks: one refusal at a time, in the spec's order, shown as the outcome line. */
const InviteFormSchema = z
  .object({ firstName: z.string(), lastName: z.string(), email: z.string() })
  .superRefine((values, ctx) => {
    const problem = inviteFieldsProblem(values);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['firstName'] });
  });

export const inviteFormResolver = zodResolver(InviteFormSchema) as unknown as Resolver<InviteFormValues>;

export function toInviteBody(
  company: InviteCompany,
  values: InviteFormValues,
  frontendUrl: string,
): AdminInviteUserBody {
  return {
    email: values.email.trim(),
    password: randomPassword(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    role: 'MOVING_COMPANY',
    movingCompanyId: company.id,
    movingCompanyName: company.name,
    frontendUrl,
  };
}
