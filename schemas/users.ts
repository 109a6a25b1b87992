import * as z from 'zod';
import { ConciergeNoticeSchema } from './concierge';
import { RoleSchema, SubscriptionStatusSchema } from './enums';
import { EmailSchema, IdSchema, NameSchema } from './common';

/** The user profile as the API returns it (spec section 3, User). */
export const UserSchema = z.object({
  id: z.string(),
  auth_id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: RoleSchema,
  is_concierge: z.boolean(),
  /** A concierge checkout that booked nothing (cancelled or refunded), until the next Book. */
  concierge_notice: ConciergeNoticeSchema.nullable().optional(),
  moving_company_id: z.string().nullable(),
  move_request_id: z.string().nullable(),
  new_message_notifications: z.boolean(),
  status_change_notifications: z.boolean(),
  stripe_subscription_status: z.string().nullable(),
  /** 'Don't ask again' on the lead token confirmation: spend without asking, in every browser. */
  skip_token_spend_confirm: z.boolean(),
  /** The customer's phone, optional; a company holding their booking sees it with the e-mail. */
  phone: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export const PHONE_MESSAGES = {
  invalid: 'Enter a 10-digit US phone number, like (919) 555-0142',
} as const;

/** The digits of a US number: 10, after an optional leading 1 (+1). */
const usDigits = (value: string) => {
  const digits = value.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
};

/** '(919) 555-0142' from what a person typed ('919.555.0142', '+1 919 555 0142'). */
export const formatUsPhone = (value: string) => {
  const d = usDigits(value);
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
};

/** A US number as a person types it: digits, spaces, dots, dashes, parentheses and +, 10 digits after an optional 1. */
export const isUsPhone = (value: string) =>
  value.length <= 25 && /^[+\d\s().-]+$/.test(value) && usDigits(value).length === 10;

/** A customer's US phone number as typed, stored written one way. */
export const CustomerPhoneSchema = z
  .string({ error: PHONE_MESSAGES.invalid })
  .trim()
  .refine(isUsPhone, PHONE_MESSAGES.invalid)
  .transform(formatUsPhone);

/**
 * POST /create-user. The role field is accepted because the sign-up client sends it, but it
 * is never trusted: the server assigns the role from Cognito groups (self sign-up = MOVER).
 */
export const CreateUserBodySchema = z.strictObject({
  firstName: NameSchema('First name'),
  lastName: NameSchema('Last name'),
  email: EmailSchema,
  auth_id: IdSchema,
  role: RoleSchema.optional(),
});
export type CreateUserBody = z.infer<typeof CreateUserBodySchema>;

/**
 * PATCH /user/{id}: names, e-mail (must stay the sign-in address), the phone, the two
 * notification switches or the lead token confirmation preference. Strict: any other key (role, moving_company_id, ...) is refused with a 400.
 */
export const UpdateUserBodySchema = z
  .strictObject({
    firstName: NameSchema('First name').optional(),
    lastName: NameSchema('Last name').optional(),
    email: EmailSchema.optional(),
    new_message_notifications: z.boolean({ error: 'new_message_notifications must be true or false' }).optional(),
    status_change_notifications: z.boolean({ error: 'status_change_notifications must be true or false' }).optional(),
    skip_token_spend_confirm: z.boolean({ error: 'skip_token_spend_confirm must be true or false' }).optional(),
    /** The customer's phone; null removes it. */
    phone: CustomerPhoneSchema.nullable().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { error: 'Nothing to update' });
export type UpdateUserBody = z.infer<typeof UpdateUserBodySchema>;

/** PUT /set-user-status: the only value a client may set is 'inactive' ("Use Free Version"). */
export const SetUserStatusBodySchema = z.strictObject({
  status: z.literal('inactive', { error: "status must be 'inactive'" }),
});

export const UserIdParamsSchema = z.object({ id: IdSchema });

export const SetUserStatusResponseSchema = z.object({
  success: z.literal(true),
  stripe_subscription_status: SubscriptionStatusSchema,
});

/** POST /upgrade-mover-to-concierge/{userId}: the customer's own id. */
export const ConciergeUpgradeParamsSchema = z.object({ userId: IdSchema });

export const ConciergeUpgradeResponseSchema = z.object({
  success: z.literal(true),
  is_concierge: z.literal(true),
});
export type ConciergeUpgradeResponse = z.infer<typeof ConciergeUpgradeResponseSchema>;
