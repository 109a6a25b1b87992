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
  method: string;
  url: string;
  status: number;
  /** The raw response text, exactly as the company received it. */
  body: string;
}

const recorded: RecordedResponse[] = [];

function isCompanyToken(token: string | undefined): boolean {
  if (!token) return false;
  try {
    const groups = decodeJwt(token)['cognito:groups'];
    return Array.isArray(groups) ? groups.includes('MOVING_COMPANY') : String(groups ?? '').includes('MOVING_COMPANY');
  } catch {
    return false;
  }
}

/** Called by callRoute for every answer; keeps only those a company caller received. */
export function recordResponse(token: string | undefined, entry: RecordedResponse): void {
  if (!isCompanyToken(token)) return;
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
export function responsesContaining(needles: string[], from: readonly RecordedResponse[] = recorded): RecordedResponse[] {
  const lowered = needles.filter(Boolean).map((n) => n.toLowerCase());
  return from.filter((r) => lowered.some((n) => r.body.toLowerCase().includes(n)));
}
