import { describe, expect, it } from 'vitest';
import { gbSeconds, journeyCost, US_EAST_1_PRICES, type JourneyCounts } from '@test/bench/journey-prices';

/* The journey cost bench's arithmetic (test/bench/journey-prices.ts): counts times list prices. */

const counts: JourneyCounts = {
  readUnits: 400,
  writeUnits: 100,
  invocations: [
    { durationMs: 99.2, memoryMb: 512 },
    { durationMs: 1000, memoryMb: 1024 },
  ],
  apiRequests: 40,
  events: 10,
  emails: 12,
  billableMaus: 0,
};

const dollarsOf = (item: string) => journeyCost(counts, US_EAST_1_PRICES).lines.find((l) => l.item === item)!.dollars;

describe('journey cost arithmetic', () => {
  it('bills Lambda duration rounded up to the millisecond at the function memory', () => {
    // 0.100 s x 0.5 GB + 1 s x 1 GB
    expect(gbSeconds(counts.invocations)).toBeCloseTo(1.05, 10);
  });

  it('prices every counted quantity at its list price', () => {
    expect(dollarsOf('DynamoDB writes')).toBeCloseTo(100 * 1.25e-6, 12);
    expect(dollarsOf('DynamoDB reads')).toBeCloseTo(400 * 0.25e-6, 12);
    expect(dollarsOf('Lambda requests')).toBeCloseTo(2 * 0.2e-6, 12);
    expect(dollarsOf('Lambda duration')).toBeCloseTo(1.05 * 0.0000166667, 12);
    expect(dollarsOf('HTTP API')).toBeCloseTo(40e-6, 12);
    expect(dollarsOf('EventBridge')).toBeCloseTo(10e-6, 12);
    expect(dollarsOf('SES')).toBeCloseTo(12 * 0.0001, 12);
    expect(dollarsOf('Cognito')).toBe(0);
  });

  it('totals the lines', () => {
    const { lines, total } = journeyCost(counts, US_EAST_1_PRICES);
    const expected = 100 * 1.25e-6 + 400 * 0.25e-6 + 2 * 0.2e-6 + 1.05 * 0.0000166667 + 40e-6 + 10e-6 + 12 * 0.0001;
    expect(total).toBeCloseTo(expected, 12);
    expect(lines.reduce((sum, l) => sum + l.dollars, 0)).toBe(total);
  });

  it('charges a billable Cognito user at the MAU price', () => {
    const { total: free } = journeyCost(counts, US_EAST_1_PRICES);
    const { total: billed } = journeyCost({ ...counts, billableMaus: 1 }, US_EAST_1_PRICES);
    expect(billed - free).toBeCloseTo(0.015, 12);
  });

  it('costs nothing when nothing was counted', () => {
    const none: JourneyCounts = {
      readUnits: 0,
      writeUnits: 0,
      invocations: [],
      apiRequests: 0,
      events: 0,
      emails: 0,
      billableMaus: 0,
    };
    expect(journeyCost(none, US_EAST_1_PRICES).total).toBe(0);
  });
});
