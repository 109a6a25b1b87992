import { DEMO_COMPANY_ID } from './companies';
import { DEMO_CUSTOMER_MOVE, DEMO_MOVES, demoMoveId } from './demo-moves';
import { PAST_MOVES } from './seed-past-moves';

/** The demo company's pay-per-lead purchase at the seed: one pack. */
export const DEMO_TOKENS_BOUGHT = 20;

const sent = (status: string | undefined) => status !== undefined && status !== 'QUOTE_REQUESTED';

/**
 * The moves whose lead the seed pays a token for, as the product does when the demo company
 * sends a quote: each quote it sent on the demo moves, each of its past moves, and the demo
 * customer's move when it quoted it.
 */
export function demoCompanyPaidMoves(): string[] {
  return [
    ...DEMO_MOVES.filter((m) => sent(m.demoCompanyQuote?.status)).map((m) => m.moveId),
    ...PAST_MOVES.filter((m) => m.companyId === DEMO_COMPANY_ID).map((m) => demoMoveId(m.n)),
    ...(DEMO_CUSTOMER_MOVE.quotes.some((q) => q.companyId === DEMO_COMPANY_ID && sent(q.status))
      ? [DEMO_CUSTOMER_MOVE.moveId]
      : []),
  ];
}

/** The demo company's balance on first start: what /find-leads shows, the banner and the README say. */
export const demoTokensLeft = () => DEMO_TOKENS_BOUGHT - demoCompanyPaidMoves().length;

/** 'bought 20 tokens, 9 spent on its seeded quotes (11 left)': the one wording of the banner and the README. */
export const demoTokenSummary = () => {
  const spent = demoCompanyPaidMoves().length;
  return `bought ${DEMO_TOKENS_BOUGHT} tokens, ${spent} spent on its seeded quotes (${DEMO_TOKENS_BOUGHT - spent} left)`;
};
