import { Entity } from 'electrodb';
import { isConditionalFailure } from '@functions/core/data/conditional';
import { tookClaim } from '@functions/core/data/lease-claims';
import { entityConfig, lazyEntity } from '@functions/core/data/table';

/** A customer's 'new quote request' e-mail to a company: at most one per this window. */
export const QUOTE_REQUEST_EMAIL_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * The 'new quote request' e-mail's window: QUOTE_REQUEST_EMAIL#<company>#<customer> / QUIET with
 * `until` (epoch ms), the event that took it and a TTL. Taken with one conditional put (absent,
 * its window over, or held by this same event: a redelivery or another colleague's copy), so a
 * customer who withdraws, re-posts and re-requests the same company in a loop e-mails it once
 * a day; no read-then-write.
 */
export const quoteRequestEmailWindowEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'quoteRequestEmailWindow', version: '1', service: 'movematch' },
        attributes: {
          company_id: { type: 'string', required: true, readOnly: true },
          customer_id: { type: 'string', required: true, readOnly: true },
          until: { type: 'number', required: true },
          event_id: { type: 'string', required: true },
          ttl: { type: 'number', required: true },
        },
        indexes: {
          byCompanyCustomer: {
            pk: {
              field: 'pk',
              composite: ['company_id', 'customer_id'],
              template: 'QUOTE_REQUEST_EMAIL#${company_id}#${customer_id}',
              casing: 'none',
            },
            sk: { field: 'sk', composite: [], template: 'QUIET', casing: 'none' },
          },
        },
      },
      entityConfig(),
    ),
);

interface WindowKey {
  companyId: string;
  customerId: string;
}

/** True: this event may e-mail the company about this customer's request (the window is now its own). */
export async function openQuoteRequestEmailWindow(
  { companyId, customerId }: WindowKey,
  eventId: string,
  now = Date.now(),
): Promise<boolean> {
  const until = now + QUOTE_REQUEST_EMAIL_WINDOW_MS;
  return tookClaim(
    quoteRequestEmailWindowEntity()
      .put({
        company_id: companyId,
        customer_id: customerId,
        event_id: eventId,
        until,
        ttl: Math.ceil(until / 1000) + 60,
      })
      .where(
        (attr, op) => `(${op.notExists(attr.until)} OR ${op.lt(attr.until, now)} OR ${op.eq(attr.event_id, eventId)})`,
      )
      .go(),
  );
}

/** Gives the window back after a failed send (only if this event still holds it), so the retry e-mails. */
export async function closeQuoteRequestEmailWindow(
  { companyId, customerId }: WindowKey,
  eventId: string,
): Promise<void> {
  await quoteRequestEmailWindowEntity()
    .delete({ company_id: companyId, customer_id: customerId })
    .where((attr, op) => op.eq(attr.event_id, eventId))
    .go()
    .catch((error) => {
      if (!isConditionalFailure(error)) throw error;
    });
}
