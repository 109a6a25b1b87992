import * as z from 'zod';
import { NameSchema } from '@schemas/person-name';
import { isUsPhone, PHONE_MESSAGES } from '@schemas/users';
import { AUTH_MESSAGES as M } from './messages';
import { strongPassword } from './password-rules';

/* The account forms' rules (spec section 5), as zod schemas for react-hook-form. */

const email = z
  .string()
  .trim()
  .pipe(z.email({ error: M.invalidEmail }));

export const signInSchema = z.object({
  email,
  password: z.string().min(1, M.passwordRequired),
});
export type SignInValues = z.infer<typeof signInSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

/** The fuller sign-up screen: names, e-mail, the pool's password rule, confirmation and terms. */
export const signUpSchema = z
  .object({
    firstName: NameSchema('First name'),
    lastName: NameSchema('Last name'),
    email,
    password: strongPassword(z.string().min(1, M.passwordRequired)),
    confirmPassword: z.string(),
    acceptTerms: z.boolean().refine((accepted) => accepted, M.termsRequired),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    error: M.signUpPasswordsMismatch,
    // Checked even while other fields are still invalid, so the message shows as soon as it applies.
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });
export type SignUpValues = z.infer<typeof signUpSchema>;

/**
 * A new password and its confirmation (reset and change): the pool's rule, the same as on
 * sign-up (the spec's older "min 6" reading would contradict the hint), with a clearer message
 * than Cognito's.
 */
const newPasswordFields = {
  newPassword: strongPassword(z.string().min(1, M.newPasswordRequired)),
  confirmPassword: z.string(),
};

const passwordsMatch = {
  path: ['confirmPassword'],
  error: M.passwordsMustMatch,
  when: (payload: z.core.ParsePayload) => typeof payload.value === 'object' && payload.value !== null,
};

export const resetPasswordSchema = z
  .object(newPasswordFields)
  .refine((values) => values.newPassword === values.confirmPassword, passwordsMatch);
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;

export const changePasswordSchema = z
  .object({ currentPassword: z.string().min(1, M.currentPasswordRequired), ...newPasswordFields })
  .refine((values) => values.newPassword === values.confirmPassword, passwordsMatch);
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

export const namesSchema = z.object({
  firstName: NameSchema('First name'),
  lastName: NameSchema('Last name'),
});
export type NamesValues = z.infer<typeof namesSchema>;

/** The customer's phone on /profile/edit: empty removes it, else a US number (the API's rule). */
export const phoneFormSchema = z.object({
  phone: z
    .string()
    .trim()
    .refine((value) => value === '' || isUsPhone(value), PHONE_MESSAGES.invalid),
});
export type PhoneFormValues = z.infer<typeof phoneFormSchema>;
