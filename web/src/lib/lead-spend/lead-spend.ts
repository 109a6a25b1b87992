/*
 * A pay-per-lead company's token spend, as the lead pages word it and ask before it (spec
 * section 7: the first quote or message on a lead not paid for spends one token).
 */

export const LEAD_SPEND_TEXT = {
  tokenSuffix: ' · 1 token',
  title: 'Spend a lead token?',
  question: (remaining: number) => `Spend 1 of your ${remaining} ${remaining === 1 ? 'token' : 'tokens'} on this lead?`,
  explain: 'Your first quote or message on a lead spends one token; after that, this lead is yours to work at no cost.',
  dontAskAgain: "Don't ask again",
  spend: 'Spend',
  cancel: 'Cancel',
  preferenceFailed: "We couldn't save 'Don't ask again'. We'll ask again next time.",
} as const;

/** The browser session's mark: the spend was confirmed once, so this session asks no more. */
export const SPEND_CONFIRMED_SESSION_KEY = 'movematch.leadTokenSpendConfirmed';

/** A button that spends a token says so: 'Send message · 1 token'. */
export function tokenLabel(label: string, spendsToken: boolean): string {
  return spendsToken ? `${label}${LEAD_SPEND_TEXT.tokenSuffix}` : label;
}

/**
 * Whether to ask before acting: only when the action spends a token, the user has not chosen
 * 'Don't ask again' (kept on the user), and this browser session has not confirmed one yet.
 */
export function asksBeforeSpend(spendsToken: boolean, skipPreference: boolean, confirmedThisSession: boolean): boolean {
  return spendsToken && !skipPreference && !confirmedThisSession;
}

export function confirmedThisSession(): boolean {
  try {
    return window.sessionStorage.getItem(SPEND_CONFIRMED_SESSION_KEY) === 'yes';
  } catch {
    return false;
  }
}

export function rememberConfirmedThisSession(): void {
  try {
    window.sessionStorage.setItem(SPEND_CONFIRMED_SESSION_KEY, 'yes');
  } catch {
    // Storage refused (private mode): the next spend simply asks again.
  }
}
