import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ulid } from 'ulid';
import { LOCAL_STRIPE_SECRET_KEY, LOCAL_STRIPE_WEBHOOK_SECRET } from '@infra/local/stripe/local-keys';
import { currentStack } from '@test/support/current-stack';
import { pointAtStack } from '@test/support/point-at-stack';
import { signature, stripeEvent } from '@test/support/fixtures/stripe';

/*
 * Business metrics (functions/platform/metrics.ts) leave the handler as CloudWatch embedded metric
 * format lines on stdout, which CloudWatch turns into metrics (and the local stack prints).
 * The handlers run in this process, so their stdout is read here.
 */

interface EmfLine {
  _aws: { CloudWatchMetrics: Array<{ Namespace: string; Metrics: Array<{ Name: string; Unit: string }> }> };
  [metric: string]: unknown;
}

let written: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  written = [];
});
function captureStdout() {
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  });
}
const emfLines = (): EmfLine[] =>
  written
    .flatMap((chunk) => chunk.split('\n'))
    .filter((line) => line.includes('"_aws"'))
    .map((line) => JSON.parse(line) as EmfLine);
const metricValues = (name: string) =>
  emfLines()
    .filter((line) =>
      line._aws.CloudWatchMetrics.some(
        (m) =>
          m.Namespace === 'MoveMatch' && m.Metrics.some((metric) => metric.Name === name && metric.Unit === 'Count'),
      ),
    )
    .map((line) => line[name]);

beforeAll(() => {
  pointAtStack();
  Object.assign(process.env, {
    STRIPE_API_URL: `http://127.0.0.1:${currentStack().stripePort}`,
    STRIPE_SECRET_KEY: LOCAL_STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: LOCAL_STRIPE_WEBHOOK_SECRET,
  });
});

describe('business metrics in embedded metric format', () => {
  it('a booking counts one Bookings, once however often its event is delivered', async () => {
    const { handler } = await import('@functions/marketplace-stats/count-marketplace-event');
    const detail = {
      quoteId: ulid(),
      moveRequestId: ulid(),
      customerId: ulid(),
      companyId: ulid(),
      actorId: ulid(),
      from: 'QUOTED',
      to: 'BOOKED',
      change: 'booked',
    };
    const event = { id: randomUUID(), 'detail-type': 'QuoteStatusChanged', time: new Date().toISOString(), detail };
    captureStdout();
    await (handler as (e: unknown) => Promise<void>)(event);
    await (handler as (e: unknown) => Promise<void>)(event);
    vi.restoreAllMocks();
    expect(metricValues('Bookings')).toEqual([1]);
  });

  it('a webhook event counts WebhookEventsApplied, its replay WebhookEventsDuplicate', async () => {
    const { stripeWebhook } = await import('@functions/payments/stripe-webhook');
    // A paid checkout of a session we never opened: acknowledged and applied as a no-op.
    const event = stripeEvent('checkout.session.completed', {
      id: `cs_test_${ulid()}`,
      object: 'checkout.session',
      status: 'complete',
      payment_status: 'paid',
      metadata: {},
    });
    const rawBody = JSON.stringify(event);
    const deliver = () =>
      stripeWebhook({ event: { headers: { 'stripe-signature': signature(rawBody) } }, rawBody } as never);
    captureStdout();
    await deliver();
    await deliver();
    vi.restoreAllMocks();
    expect(metricValues('WebhookEventsApplied')).toEqual([1]);
    expect(metricValues('WebhookEventsDuplicate')).toEqual([1]);
  });

  it('a webhook signed with another secret counts WebhookSignatureRejected (alarmed); an unsigned one does not', async () => {
    const { stripeWebhook } = await import('@functions/payments/stripe-webhook');
    const rawBody = JSON.stringify(stripeEvent('checkout.session.completed', { id: `cs_test_${ulid()}` }));
    const deliver = (headers: Record<string, string>) =>
      stripeWebhook({ event: { headers }, rawBody } as never).catch((error: Error) => error);
    captureStdout();
    const wrongSecret = await deliver({
      'stripe-signature': signature(rawBody, { secret: 'whsec_rotated_elsewhere' }),
    });
    const unsigned = await deliver({});
    vi.restoreAllMocks();
    expect(wrongSecret).toBeInstanceOf(Error);
    expect(unsigned).toBeInstanceOf(Error);
    expect(metricValues('WebhookSignatureRejected')).toEqual([1]);
  });
});
