import { claimClocks, claimItemsOf, type ClaimItemInput } from '@schemas/claims';
import { toCents } from '@schemas/estimate-totals';
import { createClaim, findClaim, markClaimAcknowledged, recordClaimDecision } from '@functions/core/data/claim/claims';
import { bookedTermsOf, findBookedMove } from '@functions/core/data/quote/booked-moves';
import { DEMO_COMPANY_ID } from './companies';
import { demoMoveId, demoQuoteId } from './demo-moves';

/*
 * Two loss or damage claims on Tar Heel's completed past moves (seed-past-moves.ts), written
 * through the data layer as the routes would have: Harper Lane's, settled (acknowledged and paid),
 * and Jada Rhodes's, filed ten days ago and waiting for the company. Idempotent: a claim is
 * written once per booking, and each later step only from the state before it.
 */

const DAY_MS = 86_400_000;
const daysAgo = (days: number, now: Date) => new Date(now.getTime() - days * DAY_MS);

interface SeedClaim {
  n: number;
  filedDaysAgo: number;
  items: ClaimItemInput[];
  description: string;
  settle?: { acknowledgedDaysAgo: number; decidedDaysAgo: number; amount: number; reason: string };
}

const CLAIMS: readonly SeedClaim[] = [
  {
    n: 41,
    filedDaysAgo: 40,
    items: [{ name: 'Hall mirror', weight_lb: 25, amount: 220 }],
    description: 'The hall mirror arrived with a cracked corner.',
    settle: { acknowledgedDaysAgo: 38, decidedDaysAgo: 30, amount: 180, reason: 'Paid for a replacement mirror.' },
  },
  {
    n: 43,
    filedDaysAgo: 10,
    items: [
      { name: 'Bookcase', weight_lb: 90, amount: 340 },
      { name: 'Table lamp', weight_lb: 6, amount: 75 },
    ],
    description: 'The bookcase has a split side panel and the lamp shade is crushed.',
  },
];

/** Seeds the claims; counts those written now. */
export async function seedClaims(now: Date = new Date()): Promise<number> {
  let written = 0;
  for (const seed of CLAIMS) written += Number(await ensureClaim(seed, now));
  return written;
}

async function ensureClaim(seed: SeedClaim, now: Date): Promise<boolean> {
  const quoteId = demoQuoteId(demoMoveId(seed.n), DEMO_COMPANY_ID);
  const move = await findBookedMove(quoteId);
  if (!move || move.stage !== 'COMPLETED') return false;
  const filedAt = daysAgo(seed.filedDaysAgo, now).toISOString();
  const valuation = bookedTermsOf(move).valuation?.option ?? null;
  const created = await createClaim({
    quote_id: quoteId,
    customer_id: move.customer_id,
    moving_company_id: move.moving_company_id,
    items: claimItemsOf(seed.items, valuation),
    description: seed.description,
    total_claimed: toCents(seed.items.reduce((sum, item) => sum + item.amount, 0)),
    valuation,
    regime: 'NC_INTRASTATE',
    filed_at: filedAt,
    ...claimClocks(filedAt),
  });
  const claim = await findClaim(quoteId);
  if (seed.settle && claim?.status === 'FILED') {
    await markClaimAcknowledged(claim, daysAgo(seed.settle.acknowledgedDaysAgo, now));
    const acknowledged = await findClaim(quoteId);
    if (acknowledged)
      await recordClaimDecision(
        acknowledged,
        { type: 'PAY', amount: seed.settle.amount, reason: seed.settle.reason },
        daysAgo(seed.settle.decidedDaysAgo, now),
      );
  }
  return created;
}
