import { describe, expect, it } from 'vitest';
import { NAME_MESSAGES, NameSchema } from '@schemas/person-name';

/** The one name rule every name field uses (docs/security.md, Invites and names). */
const schema = NameSchema('First name');
const problem = (value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0].message;
};

describe('NameSchema', () => {
  it.each(['José', "O'Brien-Smith", 'Anne-Marie', 'J. R. R.', 'Zoë Ångström', 'D’Angelo', 'Nguyễn', 'Łukasz'])(
    'accepts %j',
    (name) => {
      expect(problem(name)).toBeNull();
    },
  );

  it('trims and collapses spaces', () => {
    expect(schema.parse('  Ann   Lee ')).toBe('Ann Lee');
  });

  it.each([
    ['Ann\n', NAME_MESSAGES.controlCharacters],
    ['Ann\r\nBcc: spam@example.com', NAME_MESSAGES.controlCharacters],
    ['An\u0000n', NAME_MESSAGES.controlCharacters],
    ['Ann\u202E', NAME_MESSAGES.controlCharacters],
    ['Bob 5551234', NAME_MESSAGES.digits],
    ['Agent007', NAME_MESSAGES.digits],
    ['Win $', NAME_MESSAGES.amount],
    ['Win $500 now', NAME_MESSAGES.amount],
    ['visit spam.com', NAME_MESSAGES.webAddress],
    ['https://spam', NAME_MESSAGES.webAddress],
    ['www.spam', NAME_MESSAGES.webAddress],
    ['me@spam', NAME_MESSAGES.webAddress],
    ['Ann <b>', NAME_MESSAGES.letters],
    ['Ann!', NAME_MESSAGES.letters],
    ['-Ann', NAME_MESSAGES.letters],
    ['a'.repeat(51), NAME_MESSAGES.tooLong],
    ['   ', NAME_MESSAGES.required],
  ])('refuses %j with its message', (name, message) => {
    expect(problem(name)).toBe(message('First name'));
  });

  it('refuses a non-string as required', () => {
    expect(problem(undefined)).toBe(NAME_MESSAGES.required('First name'));
  });
});
