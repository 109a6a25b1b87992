import { appendFileSync } from 'node:fs';
import { decodeJwt } from 'jose';

/**
 * The contact-privacy recorder: every response a MOVING_COMPANY caller receives through
 * callRoute (test/support/api.ts) is kept here, so a test can assert that a customer's last
 * name and e-mail never reach a company before it holds the booking. The role is read from
 * the token's cognito:groups claim, as the server does. With COMPANY_RESPONSES_LOG set to a
 * file path, each response is also appended there as one JSON line (for a whole-run scan).
 */
export interface RecordedResponse {
  /** The caller's Cognito sub (the token's sub claim). */
  caller: string;
  method: string;
  url: string;
  status: number;
  /** The raw response text, exactly as the company received it. */
  body: string;
}

const recorded: RecordedResponse[] = [];

/** The caller's sub when the token is a MOVING_COMPANY user's, else null. */
function companyCaller(token: string | undefined): string | null {
  if (!token) return null;
  try {
    const claims = decodeJwt(token);
    const groups = claims['cognito:groups'];
    const isCompany = Array.isArray(groups)
      ? groups.includes('MOVING_COMPANY')
      : (typeof groups === 'string' ? groups : '').includes('MOVING_COMPANY');
    return isCompany ? String(claims.sub) : null;
  } catch {
    return null;
  }
}

/** Called by callRoute for every answer; keeps only those a company caller received. */
export function recordResponse(token: string | undefined, response: Omit<RecordedResponse, 'caller'>): void {
  const caller = companyCaller(token);
  if (!caller) return;
  const entry = { caller, ...response };
  recorded.push(entry);
  const log = process.env.COMPANY_RESPONSES_LOG;
  if (log) appendFileSync(log, `${JSON.stringify(entry)}\n`);
}

/** Everything companies received since the last clear (in this test file's process). */
export function companyResponses(): readonly RecordedResponse[] {
  return recorded;
}

export function clearCompanyResponses(): void {
  recorded.length = 0;
}

/** The recorded responses whose text contains any of the needles (case-insensitive). */
export function responsesContaining(
  needles: string[],
  from: readonly RecordedResponse[] = recorded,
): RecordedResponse[] {
  const lowered = needles.filter(Boolean).map((n) => n.toLowerCase());
  return from.filter((r) => lowered.some((n) => r.body.toLowerCase().includes(n)));
}
