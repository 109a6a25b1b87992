/**
 * Which of these moves the company already paid a token for (spec: has_token, "paid lead").
 * Tokens arrive with the subscriptions issue; until then no lead is paid. That issue reads
 * its token records in their entity module (one BatchGet, like movesQuotedBy and movesSavedBy).
 */
export async function movesPaidBy(_companyId: string, _moveIds: string[]): Promise<Set<string>> {
  return new Set();
}
