import { Entity, type EntityItem } from 'electrodb';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '@functions/platform/aws/dynamodb';
import { config } from '@functions/platform/config';
import { CLAIM_DECISIONS, CLAIM_STATUSES, type ClaimDecisionType, type ClaimItem } from '@schemas/claims';
import { entityConfig, lazyEntity, nowIso } from '@functions/core/data/table';
import { isConditionalFailure } from '@functions/core/data/conditional';

/**
 * A loss or damage claim on a booked move, one per booking (schemas/claims.ts). Keys (casing 'none'):
 * - main BOOKING#<quote_id> / CLAIM: beside the booked move it is filed on.
 * - gsi2 byCompany: COMPANY#<company id>#CLAIMS / <filed_at>#<quote_id>: a company's claims, oldest first.
 * - gsi3 (sparse, only while undecided): CLAIMS#OPEN / <next deadline>#<quote_id>: the admin's queue
 *   and the reminders read open claims by the company's next deadline (acknowledge, then decide).
 */
export const claimEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'claim', version: '1', service: 'movematch' },
        attributes: {
          quote_id: { type: 'string', required: true, readOnly: true },
          customer_id: { type: 'string', required: true, readOnly: true },
          moving_company_id: { type: 'string', required: true, readOnly: true },
          status: { type: CLAIM_STATUSES, required: true },
          /** ClaimItem[] (schemas/claims.ts): name, weight, amount, released-value limit. */
          items: { type: 'any', required: true },
          description: { type: 'string', required: true },
          /** The customer's photos of the damage (upload ids, kind 'attachment'). */
          photo_ids: { type: 'list', items: { type: 'string' } },
          total_claimed: { type: 'number', required: true },
          /** The booking's valuation when filed (FULL_VALUE, RELEASED) or none on older bookings. */
          valuation: { type: 'string' },
          regime: { type: 'string' },
          filed_at: { type: 'string', required: true, readOnly: true },
          acknowledge_by: { type: 'string', required: true },
          decide_by: { type: 'string', required: true },
          acknowledged_at: { type: 'string' },
          decision: { type: CLAIM_DECISIONS },
          decision_amount: { type: 'number' },
          decision_reason: { type: 'string' },
          decided_at: { type: 'string' },
          /** When the daily check sent each step (schemas/claims.ts claimStepDue). */
          ack_reminded_at: { type: 'string' },
          decide_reminded_at: { type: 'string' },
          update_sent_at: { type: 'string' },
          /** The open queue (gsi3, sparse): its key, and the company's next deadline with the quote id; removed when decided. */
          open_key: { type: 'string', field: 'gsi3pk' },
          open_sort: { type: 'string', field: 'gsi3sk' },
          updated_at: { type: 'string', watch: '*', set: () => nowIso(), default: nowIso },
        },
        indexes: {
          byQuote: {
            pk: { field: 'pk', composite: ['quote_id'], template: 'BOOKING#${quote_id}', casing: 'none' },
            sk: { field: 'sk', composite: [], template: 'CLAIM', casing: 'none' },
          },
          byCompany: {
            index: 'gsi2',
            pk: {
              field: 'gsi2pk',
              composite: ['moving_company_id'],
              template: 'COMPANY#${moving_company_id}#CLAIMS',
              casing: 'none',
            },
            sk: {
              field: 'gsi2sk',
              composite: ['filed_at', 'quote_id'],
              template: '${filed_at}#${quote_id}',
              casing: 'none',
            },
          },
        },
      },
      entityConfig(),
    ),
);

export type ClaimRecord = EntityItem<ReturnType<typeof claimEntity>>;
export const OPEN_CLAIMS_KEY = 'CLAIMS#OPEN';
export const claimItemsOfRecord = (claim: ClaimRecord) => claim.items as ClaimItem[];

export interface NewClaim {
  quote_id: string;
  customer_id: string;
  moving_company_id: string;
  items: ClaimItem[];
  description: string;
  photo_ids?: string[];
  total_claimed: number;
  valuation: string | null;
  regime: string | null;
  filed_at: string;
  acknowledge_by: string;
  decide_by: string;
}

/** Files the claim unless one exists for the booking: false when it does. */
export async function createClaim(claim: NewClaim): Promise<boolean> {
  const { valuation, regime, photo_ids, ...fields } = claim;
  try {
    await claimEntity()
      .create({
        ...fields,
        ...(valuation ? { valuation } : {}),
        ...(regime ? { regime } : {}),
        ...(photo_ids?.length ? { photo_ids } : {}),
        status: 'FILED',
        open_key: OPEN_CLAIMS_KEY,
        open_sort: `${claim.acknowledge_by}#${claim.quote_id}`,
      })
      .go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

export async function findClaim(quoteId: string): Promise<ClaimRecord | null> {
  const { data } = await claimEntity().get({ quote_id: quoteId }).go({ consistent: true });
  return data ?? null;
}

/** The company acknowledged: the next deadline is the decision's. False when it was no longer FILED. */
export async function markClaimAcknowledged(claim: ClaimRecord, now: Date): Promise<boolean> {
  try {
    await claimEntity()
      .patch({ quote_id: claim.quote_id })
      .set({
        status: 'ACKNOWLEDGED',
        acknowledged_at: now.toISOString(),
        open_sort: `${claim.decide_by}#${claim.quote_id}`,
      })
      .where((attr, op) => op.eq(attr.status, 'FILED'))
      .go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/**
 * The company's decision: settled (paid, repaired, replaced) or declined, out of the open queue.
 * False when it was decided meanwhile. A decision acknowledges a claim not acknowledged yet.
 */
export async function recordClaimDecision(
  claim: ClaimRecord,
  decision: { type: ClaimDecisionType; amount: number | null; reason: string },
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  try {
    await claimEntity()
      .patch({ quote_id: claim.quote_id })
      .set({
        status: decision.type === 'DENY' ? 'DENIED' : 'SETTLED',
        decision: decision.type,
        ...(decision.amount === null ? {} : { decision_amount: decision.amount }),
        decision_reason: decision.reason,
        decided_at: at,
        acknowledged_at: claim.acknowledged_at ?? at,
      })
      .remove(['open_key', 'open_sort'])
      .where((attr, op) => `${op.eq(attr.status, 'FILED')} OR ${op.eq(attr.status, 'ACKNOWLEDGED')}`)
      .go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/** One page of the open claims (gsi3 CLAIMS#OPEN) by next deadline, those before `before` when given. */
async function openClaimsPage(options: { before?: string; limit?: number; start?: Record<string, unknown> }) {
  const { before, limit, start } = options;
  const result = await documentClient().send(
    new QueryCommand({
      TableName: config.tableName,
      IndexName: 'gsi3',
      KeyConditionExpression: before ? '#pk = :pk AND #sk < :before' : '#pk = :pk',
      ExpressionAttributeNames: before ? { '#pk': 'gsi3pk', '#sk': 'gsi3sk' } : { '#pk': 'gsi3pk' },
      ExpressionAttributeValues: before ? { ':pk': OPEN_CLAIMS_KEY, ':before': before } : { ':pk': OPEN_CLAIMS_KEY },
      ...(limit ? { Limit: limit } : {}),
      ...(start ? { ExclusiveStartKey: start } : {}),
    }),
  );
  return { claims: claimEntity().parse({ Items: result.Items ?? [] }).data, next: result.LastEvaluatedKey };
}

/** Open claims whose next deadline is before `before` (ISO), soonest first: the admin's queue. */
export async function openClaimsDueBefore(before: string, limit = 100): Promise<ClaimRecord[]> {
  return (await openClaimsPage({ before, limit })).claims;
}

/** A company's claims, oldest first (gsi2), up to `limit`: its page's claims record. */
export async function companyClaims(companyId: string, limit = 500): Promise<ClaimRecord[]> {
  const { data } = await claimEntity().query.byCompany({ moving_company_id: companyId }).go({ limit });
  return data;
}

/** Every open claim (gsi3 CLAIMS#OPEN), page by page: the daily reminders and status updates. */
export async function allOpenClaims(): Promise<ClaimRecord[]> {
  const claims: ClaimRecord[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await openClaimsPage({ start });
    claims.push(...page.claims);
    start = page.next;
  } while (start);
  return claims;
}

/**
 * Marks a claim step sent at `now`, on condition the mark is still the one read (absent, or the
 * last update's time) and the claim is undecided: parallel runs send it once. False when refused.
 */
export async function markClaimStep(
  claim: ClaimRecord,
  mark: 'ack_reminded_at' | 'decide_reminded_at' | 'update_sent_at',
  now: Date,
): Promise<boolean> {
  const seen = claim[mark];
  try {
    await claimEntity()
      .patch({ quote_id: claim.quote_id })
      .set({ [mark]: now.toISOString() })
      .where((attr, op) =>
        [
          seen ? op.eq(attr[mark], seen) : op.notExists(attr[mark]),
          `(${op.eq(attr.status, 'FILED')} OR ${op.eq(attr.status, 'ACKNOWLEDGED')})`,
        ].join(' AND '),
      )
      .go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/** Gives a step's mark back (its event was not published): the next run sends it. */
export async function unmarkClaimStep(
  claim: ClaimRecord,
  mark: 'ack_reminded_at' | 'decide_reminded_at' | 'update_sent_at',
): Promise<void> {
  const seen = claim[mark];
  const patch = claimEntity().patch({ quote_id: claim.quote_id });
  await (seen ? patch.set({ [mark]: seen }) : patch.remove([mark])).go();
}
