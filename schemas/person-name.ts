import * as z from 'zod';

/**
 * A person's name, the one rule for every name field (sign-up, profile, invites, admin edits,
 * and the web forms): letters (accented too), spaces, apostrophes, hyphens and periods, at most
 * 50 characters. Digits, web addresses, `$` amounts and control characters are refused, so a
 * name cannot carry an advert into an e-mail greeting or a header.
 */
export const NAME_MAX_LENGTH = 50;

export const NAME_MESSAGES = {
  required: (label: string) => `${label} is required`,
  tooLong: (label: string) => `${label} must be at most ${NAME_MAX_LENGTH} characters`,
  controlCharacters: (label: string) => `${label} cannot contain line breaks or control characters`,
  digits: (label: string) => `${label} cannot contain digits`,
  webAddress: (label: string) => `${label} cannot contain a web address`,
  amount: (label: string) => `${label} cannot contain amounts`,
  letters: (label: string) => `${label} may contain only letters, spaces, apostrophes, hyphens and periods`,
} as const;

// Control and format characters (CR, LF, NUL, tabs, bidi overrides, zero-width ...).
const CONTROL = /[\p{Cc}\p{Cf}\u2028\u2029]/u;
const NAME_CHARACTERS = /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u;
// word.word (a domain) or a scheme: names never have a period inside a word followed by 2+ letters.
const WEB_ADDRESS = /(https?|www)[:.]|\p{L}\.\p{L}{2,}/iu;

/** The first rule a (trimmed) name breaks, or null. Control characters are checked before trimming. */
export function nameProblem(raw: string, label: string): string | null {
  if (CONTROL.test(raw)) return NAME_MESSAGES.controlCharacters(label);
  const name = raw.trim();
  if (!name) return NAME_MESSAGES.required(label);
  if (name.includes('$')) return NAME_MESSAGES.amount(label);
  if (/\d/.test(name)) return NAME_MESSAGES.digits(label);
  if (WEB_ADDRESS.test(name) || /[/:@]/.test(name)) return NAME_MESSAGES.webAddress(label);
  if (!NAME_CHARACTERS.test(name)) return NAME_MESSAGES.letters(label);
  if (name.length > NAME_MAX_LENGTH) return NAME_MESSAGES.tooLong(label);
  return null;
}

export const NameSchema = (label: string) =>
  z
    .string({ error: NAME_MESSAGES.required(label) })
    .superRefine((value, ctx) => {
      const problem = nameProblem(value, label);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, abort: true });
    })
    .transform((value) => value.trim().replace(/\s+/g, ' '));
