import * as z from 'zod';
import { LIMITS } from '@schemas/constants';

/*
 * The user pool's password policy (lib/auth/user-pool-settings.ts: 8+ characters, an
 * uppercase letter, a number, a special character), checked in the browser so users get a
 * clear message before Cognito refuses. The local emulator does not enforce the policy, so
 * locally these checks are the only ones.
 */

/** Cognito's special characters: ^ $ * . [ ] { } ( ) ? " ! @ # % & / \ , > < ' : ; | _ ~ ` = + - and space. */
const SPECIAL_CHARACTER = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/;

export const PASSWORD_RULES = [
  {
    test: (value: string) => value.length >= LIMITS.signUpPasswordMinLength,
    message: `Password must be at least ${LIMITS.signUpPasswordMinLength} characters long`,
  },
  { test: (value: string) => /[A-Z]/.test(value), message: 'Password must contain at least one uppercase letter' },
  { test: (value: string) => /[0-9]/.test(value), message: 'Password must contain at least one number' },
  {
    test: (value: string) => SPECIAL_CHARACTER.test(value),
    message: 'Password must contain at least one special character (for example ! @ # ?)',
  },
] as const;

export const PASSWORD_HINT = `At least ${LIMITS.signUpPasswordMinLength} characters, with an uppercase letter, a number and a special character.`;

/** The first rule the password breaks, or undefined when it meets them all. */
export function passwordProblem(value: string): string | undefined {
  return PASSWORD_RULES.find((rule) => !rule.test(value))?.message;
}

/** A zod check adding the first broken rule as the field's message. */
export function strongPassword(schema: z.ZodString): z.ZodString {
  return schema.check((ctx) => {
    const problem = passwordProblem(ctx.value);
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
  });
}
