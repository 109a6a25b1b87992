import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  namesSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from '@web/features/auth/form-schemas';
import { passwordProblem } from '@web/features/auth/password-rules';

/** The first message per field, as the forms show them. */
function messages(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const byField: Record<string, string> = {};
  for (const issue of result.error.issues) byField[issue.path.join('.')] ??= issue.message;
  return byField;
}

const goodSignUp = {
  firstName: 'Ada',
  lastName: 'Lane',
  email: 'ada@example.com',
  password: 'Password123!',
  confirmPassword: 'Password123!',
  acceptTerms: true,
};

describe('sign-in and forgot password (spec section 5)', () => {
  it('need a valid e-mail and a password', () => {
    expect(messages(signInSchema, { email: 'nope', password: '' })).toEqual({
      email: 'Please enter a valid email address.',
      password: 'Password is required',
    });
    expect(messages(forgotPasswordSchema, { email: '' })).toEqual({ email: 'Please enter a valid email address.' });
    expect(messages(signInSchema, { email: ' ada@example.com ', password: 'x' })).toEqual({});
  });
});

describe('sign-up', () => {
  it('accepts a complete form', () => {
    expect(messages(signUpSchema, goodSignUp)).toEqual({});
  });

  it('names every missing or wrong field with the spec messages', () => {
    expect(
      messages(signUpSchema, {
        ...goodSignUp,
        firstName: ' ',
        lastName: '',
        email: 'x@',
        confirmPassword: 'Other123!',
      }),
    ).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Please enter a valid email address.',
      confirmPassword: 'Passwords do not match. Please try again.',
    });
  });

  it('requires the terms to be agreed', () => {
    expect(Object.keys(messages(signUpSchema, { ...goodSignUp, acceptTerms: false }))).toEqual(['acceptTerms']);
  });

  it.each([
    ['Pass12!', 'Password must be at least 8 characters long'],
    ['password123!', 'Password must contain at least one uppercase letter'],
    ['Password!!', 'Password must contain at least one number'],
    ['Password123', 'Password must contain at least one special character (for example ! @ # ?)'],
  ])('the fuller password rule: %s → %s', (password, message) => {
    expect(messages(signUpSchema, { ...goodSignUp, password, confirmPassword: password }).password).toBe(message);
    expect(passwordProblem(password)).toBe(message);
  });
});

describe('reset and change password', () => {
  it('say the spec minimum first, then the pool rule, and compare the confirmation', () => {
    expect(messages(resetPasswordSchema, { newPassword: '', confirmPassword: '' })).toEqual({
      newPassword: 'New password is required',
    });
    expect(messages(resetPasswordSchema, { newPassword: 'abcdefg', confirmPassword: 'abcdefg' }).newPassword).toBe(
      'Password must be at least 8 characters long',
    );
    expect(messages(resetPasswordSchema, { newPassword: 'NewPass-456!', confirmPassword: 'NewPass-457!' })).toEqual({
      confirmPassword: 'Passwords must match',
    });
    expect(
      messages(changePasswordSchema, {
        currentPassword: '',
        newPassword: 'NewPass-456!',
        confirmPassword: 'NewPass-456!',
      }),
    ).toEqual({
      currentPassword: 'Current password is required',
    });
  });
});

describe('profile edit names', () => {
  it('are both required', () => {
    expect(messages(namesSchema, { firstName: '', lastName: '  ' })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
  });
});
