import { Entity, type EntityItem } from 'electrodb';
import { ulid } from 'ulid';
import { CONCIERGE_STEP_KINDS, RECOMMENDATION_STATUSES } from '@schemas/concierge-desk';
import { CANCELLATION_SIDES } from '@schemas/booking-cancellation';
import { isConditionalFailure } from '@functions/core/data/conditional';
import { entityConfig, lazyEntity } from '@functions/core/data/table';
import { queryGsi4Queue } from '@functions/core/data/sparse-queue';
import { noBookingCheckItem } from '@functions/core/data/quote/bookings';
import { transactItem, transactWrite } from '@functions/core/data/transact-write';

/*
 * The concierge desk's records (docs/concierge.md, access patterns C1-C5), under the customer's
 * partition CONCIERGE#<customer_id>: the case (sk CASE, written at the upgrade, in the staff
 * queue by the sparse gsi4 keys CONCIERGE#QUEUE / <upgraded_at>#<customer_id>) with the one
 * current recommendation, the staff notes (sk NOTE#<at>#<id>), oldest first, and the bookings
 * made and cancelled on the case (sk STEP#<at>#<quote_id>#<kind>), which the timeline keeps
 * through a cancellation and a rebooking of the same quote.
 */

const partition = {
  field: 'pk',
  composite: ['customer_id'],
  template: 'CONCIERGE#${customer_id}',
  casing: 'none',
} as const;

export const conciergeCaseEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'conciergeCase', version: '1', service: 'movematch' },
        attributes: {
          customer_id: { type: 'string', required: true, readOnly: true },
          upgraded_at: { type: 'string', required: true, readOnly: true },
          queue_key: { type: 'string', field: 'gsi4pk' },
          queue_sort: { type: 'string', field: 'gsi4sk' },
          rec_quote_id: { type: 'string' },
          rec_company_name: { type: 'string' },
          rec_price: { type: 'number' },
          rec_top_price: { type: 'number' },
          rec_reason: { type: 'string' },
          rec_by: { type: 'string' },
          rec_at: { type: 'string' },
          rec_status: { type: RECOMMENDATION_STATUSES },
          rec_decided_at: { type: 'string' },
          /** The customer ticked 'I accept a price above my maximum' when approving. */
          rec_accepted_above_max: { type: 'boolean' },
        },
        indexes: {
          byCustomer: { pk: partition, sk: { field: 'sk', composite: [], template: 'CASE', casing: 'none' } },
        },
      },
      entityConfig(),
    ),
);
export type ConciergeCaseItem = EntityItem<ReturnType<typeof conciergeCaseEntity>>;

export const conciergeNoteEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'conciergeNote', version: '1', service: 'movematch' },
        attributes: {
          customer_id: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          at: { type: 'string', required: true, readOnly: true },
          text: { type: 'string', required: true, readOnly: true },
          author_id: { type: 'string', required: true, readOnly: true },
          author_name: { type: 'string', required: true, readOnly: true },
        },
        indexes: {
          byCustomer: {
            pk: partition,
            sk: { field: 'sk', composite: ['at', 'id'], template: 'NOTE#${at}#${id}', casing: 'none' },
          },
        },
      },
      entityConfig(),
    ),
);
export type ConciergeNoteItem = EntityItem<ReturnType<typeof conciergeNoteEntity>>;

export const conciergeStepEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'conciergeStep', version: '1', service: 'movematch' },
        attributes: {
          customer_id: { type: 'string', required: true, readOnly: true },
          at: { type: 'string', required: true, readOnly: true },
          quote_id: { type: 'string', required: true, readOnly: true },
          kind: { type: CONCIERGE_STEP_KINDS, required: true, readOnly: true },
          company_name: { type: 'string', required: true },
          move_day: { type: 'string', required: true },
          /** Who cancelled, for a cancellation. */
          by: { type: CANCELLATION_SIDES },
        },
        indexes: {
          byCustomer: {
            pk: partition,
            sk: {
              field: 'sk',
              composite: ['at', 'quote_id', 'kind'],
              template: 'STEP#${at}#${quote_id}#${kind}',
              casing: 'none',
            },
          },
        },
      },
      entityConfig(),
    ),
);
export type ConciergeStepItem = EntityItem<ReturnType<typeof conciergeStepEntity>>;

/** Records a booking or a cancellation on the case; its key is its time, quote and kind, so a second delivery writes the same item. */
export async function recordConciergeStep(step: ConciergeStepItem): Promise<void> {
  await conciergeStepEntity().put(step).go();
}

export async function conciergeStepsOf(customerId: string): Promise<ConciergeStepItem[]> {
  const { data } = await conciergeStepEntity().query.byCustomer({ customer_id: customerId }).go({ pages: 'all' });
  return data;
}

export const CONCIERGE_QUEUE_KEY = 'CONCIERGE#QUEUE';

/** Opens the customer's case at the upgrade; an existing case is kept as it is (idempotent). */
export async function openConciergeCase(customerId: string, now: Date): Promise<void> {
  const at = now.toISOString();
  try {
    await conciergeCaseEntity()
      .create({
        customer_id: customerId,
        upgraded_at: at,
        queue_key: CONCIERGE_QUEUE_KEY,
        queue_sort: `${at}#${customerId}`,
      })
      .go();
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
  }
}

export async function findConciergeCase(customerId: string): Promise<ConciergeCaseItem | null> {
  const { data } = await conciergeCaseEntity().get({ customer_id: customerId }).go({ consistent: true });
  return data;
}

/** The staff queue: concierge cases, the oldest upgrade first. */
export async function conciergeQueue(limit: number): Promise<ConciergeCaseItem[]> {
  return conciergeCaseEntity().parse({ Items: await queryGsi4Queue(CONCIERGE_QUEUE_KEY, limit) }).data;
}

export async function notesOf(customerId: string): Promise<ConciergeNoteItem[]> {
  const { data } = await conciergeNoteEntity().query.byCustomer({ customer_id: customerId }).go({ pages: 'all' });
  return data;
}

export async function addConciergeNote(
  note: Pick<ConciergeNoteItem, 'customer_id' | 'text' | 'author_id' | 'author_name'>,
  now: Date,
): Promise<ConciergeNoteItem> {
  const { data } = await conciergeNoteEntity()
    .create({ ...note, id: ulid(), at: now.toISOString() })
    .go();
  return data;
}

export interface NewRecommendation {
  quote_id: string;
  company_name: string;
  price: number;
  top_price: number | null;
  reason: string;
  by: string;
}

/**
 * Records the staff's recommendation, replacing the case's current one (pending, declined, or
 * approved with its booking cancelled or never made), in one transaction with the check that the
 * customer holds no booking: 'booked' while they hold one, 'no_case' without a case.
 */
export async function recommendQuote(
  customerId: string,
  rec: NewRecommendation,
  now: Date,
): Promise<'recommended' | 'booked' | 'no_case'> {
  const update = conciergeCaseEntity()
    .patch({ customer_id: customerId })
    .set({
      rec_quote_id: rec.quote_id,
      rec_company_name: rec.company_name,
      rec_price: rec.price,
      rec_reason: rec.reason,
      rec_by: rec.by,
      rec_at: now.toISOString(),
      rec_status: 'PENDING',
      ...(rec.top_price === null ? {} : { rec_top_price: rec.top_price }),
    })
    .remove([
      'rec_decided_at',
      'rec_accepted_above_max',
      ...(rec.top_price === null ? (['rec_top_price'] as const) : []),
    ]);
  const outcome = await transactWrite({
    recommendation: transactItem(update),
    noBooking: noBookingCheckItem(customerId),
  });
  if (outcome.ok) return 'recommended';
  return outcome.refused('noBooking') ? 'booked' : 'no_case';
}

/**
 * The customer's decision on the pending recommendation of this quote, once: false when no
 * such recommendation is pending (another quote, decided already, or none).
 */
export async function decideRecommendation(
  customerId: string,
  quoteId: string,
  status: 'APPROVED' | 'DECLINED',
  now: Date,
  acceptedAboveMax = false,
): Promise<boolean> {
  try {
    await conciergeCaseEntity()
      .patch({ customer_id: customerId })
      .set({
        rec_status: status,
        rec_decided_at: now.toISOString(),
        ...(acceptedAboveMax ? { rec_accepted_above_max: true } : {}),
      })
      .where((attr, { eq }) => `${eq(attr.rec_quote_id, quoteId)} AND ${eq(attr.rec_status, 'PENDING')}`)
      .go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/** Puts an approval back to pending when its booking could not be made (the customer may try again). */
export async function reopenRecommendation(customerId: string, quoteId: string): Promise<void> {
  try {
    await conciergeCaseEntity()
      .patch({ customer_id: customerId })
      .set({ rec_status: 'PENDING' })
      .remove(['rec_decided_at', 'rec_accepted_above_max'])
      .where((attr, { eq }) => `${eq(attr.rec_quote_id, quoteId)} AND ${eq(attr.rec_status, 'APPROVED')}`)
      .go();
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
  }
}
