import { routes } from '@schemas/routes';
import { heldOf } from '@schemas/money-ledger';
import { latestReconciliation, moneyTotals } from '@functions/core/data/payments/money-ledger';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';

/**
 * GET /api/admin/money (ADMIN): the books' totals over every booking (cents; held is what was
 * charged less what went back to customers, to companies, to MoveMatch's fees and to banks that
 * won a chargeback) and the last daily reconciliation with Stripe. Reads: MONEY/TOTALS and the
 * newest MONEY/RECONCILIATION#.
 */
export const getAdminMoney: PlainHandler<typeof routes.getAdminMoney> = async () => {
  const [totals, reconciliation] = await Promise.all([moneyTotals(), latestReconciliation()]);
  return { totals: { ...totals, held: heldOf(totals) }, reconciliation };
};

export const handler = httpHandler(routes.getAdminMoney, getAdminMoney);
