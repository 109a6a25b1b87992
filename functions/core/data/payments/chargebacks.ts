import { Entity, type EntityItem } from 'electrodb';
import { CHARGEBACK_STATUSES, type ChargebackStatus } from '@schemas/chargeback-view';
import { entityConfig, lazyEntity } from '@functions/core/data/table';
import { isConditionalFailure } from '@functions/core/data/conditional';

/**
 * The admin's list of chargebacks on protected-payment bookings (docs/payments-for-moves.md, Disputes and
 * chargebacks): main CHARGEBACKS / `<opened at>#<dispute id>`, newest last, one item per Stripe
 * dispute (written once: a repeated charge.dispute.created keeps it; its close updates the status).
 * The booking's own record is on its booked move's payment.
 */
export const chargebackEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'chargeback', version: '1', service: 'movematch' },
        attributes: {
          opened_at: { type: 'string', required: true, readOnly: true },
          dispute_id: { type: 'string', required: true, readOnly: true },
          quote_id: { type: 'string', required: true, readOnly: true },
          booking_id: { type: 'string', required: true, readOnly: true },
          amount: { type: 'number', required: true },
          reason: { type: 'string', required: true },
          status: { type: CHARGEBACK_STATUSES, required: true },
          evidence_due_by: { type: 'string', required: true },
          closed_at: { type: 'string' },
        },
        indexes: {
          byOpened: {
            pk: { field: 'pk', composite: [], template: 'CHARGEBACKS', casing: 'none' },
            sk: {
              field: 'sk',
              composite: ['opened_at', 'dispute_id'],
              template: '${opened_at}#${dispute_id}',
              casing: 'none',
            },
          },
        },
      },
      entityConfig(),
    ),
);

export type ChargebackItem = EntityItem<ReturnType<typeof chargebackEntity>>;

/** Files a chargeback once (a repeated event keeps the first item). */
export async function fileChargeback(item: ChargebackItem): Promise<void> {
  try {
    await chargebackEntity()
      .put(item)
      .where((attr, op) => op.notExists(attr.dispute_id))
      .go();
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
  }
}

export async function closeChargebackItem(
  openedAt: string,
  disputeId: string,
  status: ChargebackStatus,
  closedAt: string,
): Promise<void> {
  try {
    // patch: only a filed chargeback is closed (one never filed is left unfiled).
    await chargebackEntity()
      .patch({ opened_at: openedAt, dispute_id: disputeId })
      .set({ status, closed_at: closedAt })
      .go();
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
  }
}

/** The newest chargebacks first, at most `limit`. */
export async function latestChargebacks(limit: number): Promise<ChargebackItem[]> {
  const { data } = await chargebackEntity().query.byOpened({}).go({ order: 'desc', limit });
  return data;
}
