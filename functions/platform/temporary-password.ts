import { randomInt } from 'node:crypto';
import { LIMITS } from '@schemas/constants';

const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
/** The user pool's policy requires a symbol (lib/auth/user-pool-settings.ts): one, from a set that is easy to type. */
const SYMBOLS = '!#%+=?@';

const pick = (set: string) => set[randomInt(set.length)];

/**
 * The invite's temporary password: 12 characters (spec section 9), letters and digits with
 * at least one upper-case letter, one lower-case letter and one digit, plus the one symbol
 * the pool's password policy demands (AWS refuses a temporary password outside the policy).
 * Look-alike characters (0/O, 1/l/I) are left out because people type it from an e-mail.
 */
export function generateTemporaryPassword(length: number = LIMITS.invitePasswordLength): string {
  const letters = UPPER + LOWER + DIGITS;
  const chars = [pick(UPPER), pick(LOWER), pick(DIGITS), pick(SYMBOLS)];
  while (chars.length < length) chars.push(pick(letters));
  // Fisher-Yates with a CSPRNG, so the required characters are not always in front.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}
