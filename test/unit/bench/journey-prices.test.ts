import { describe, expect, it } from 'vitest';
import {
  costPerMoveAt,
  gbSeconds,
  journeyCost,
  monthlyFloor,
  US_EAST_1_PRICES,
  type JourneyCounts,
} from '@test/bench/journey-prices';

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
  logBytes: 1024 ** 3 / 100,
  socketMessages: 24,
  socketMinutes: 70,
  billableMaus: 0,
};

const dollarsOf = (item: string) => journeyCost(counts, US_EAST_1_PRICES).lines.find((l) => l.item === item)!.dollars;

describe('journey cost arithmetic', () => {
  it('bills Lambda duration rounded up to the millisecond at the function memory', () => {
    // 0.100 s x 0.5 GB + 1 s x 1 GB
    expect(gbSeconds(counts.invocations)).toBeCloseTo(1.05, 10);
  });

  it('prices every counted quantity at its December 2026 list price (DynamoDB after the 2024 cut, Lambda on arm64)', () => {
    expect(dollarsOf('DynamoDB writes')).toBeCloseTo(100 * 0.625e-6, 12);
    expect(dollarsOf('DynamoDB reads')).toBeCloseTo(400 * 0.125e-6, 12);
    expect(dollarsOf('Lambda requests')).toBeCloseTo(2 * 0.2e-6, 12);
    expect(dollarsOf('Lambda duration')).toBeCloseTo(1.05 * 0.0000133334, 12);
    expect(dollarsOf('HTTP API')).toBeCloseTo(40e-6, 12);
    expect(dollarsOf('WebSocket messages')).toBeCloseTo(24e-6, 12);
    expect(dollarsOf('WebSocket minutes')).toBeCloseTo(70 * 0.25e-6, 12);
    expect(dollarsOf('EventBridge')).toBeCloseTo(10e-6, 12);
    expect(dollarsOf('SES')).toBeCloseTo(12 * 0.0001, 12);
    expect(dollarsOf('CloudWatch Logs')).toBeCloseTo(0.5 / 100, 12);
    expect(dollarsOf('Cognito')).toBe(0);
  });

  it('totals the lines', () => {
    const { lines, total } = journeyCost(counts, US_EAST_1_PRICES);
    expect(lines).toHaveLength(11);
    expect(lines.reduce((sum, l) => sum + l.dollars, 0)).toBe(total);
  });

  it('charges a billable Cognito user at the Lite MAU price', () => {
    const { total: free } = journeyCost(counts, US_EAST_1_PRICES);
    const { total: billed } = journeyCost({ ...counts, billableMaus: 1 }, US_EAST_1_PRICES);
    expect(billed - free).toBeCloseTo(0.0055, 12);
  });

  it('costs nothing when nothing was counted', () => {
    const none: JourneyCounts = {
      readUnits: 0,
      writeUnits: 0,
      invocations: [],
      apiRequests: 0,
      events: 0,
      emails: 0,
      logBytes: 0,
      socketMessages: 0,
      socketMinutes: 0,
      billableMaus: 0,
    };
    expect(journeyCost(none, US_EAST_1_PRICES).total).toBe(0);
  });
});

describe('the monthly floor and the cost per move at a volume', () => {
  const inventory = {
    customMetrics: 16,
    alarmMetrics: 300,
    dashboards: 1,
    secrets: 1,
    scheduledJobs: [{ runsPerMonth: 720, memoryMb: 1024 }],
  };

  it('prices metrics, alarm metrics, the dashboard, the secret and the scheduled runs by the month', () => {
    const { lines, total } = monthlyFloor(inventory, US_EAST_1_PRICES);
    const dollars = Object.fromEntries(lines.map((l) => [l.item, l.dollars]));
    expect(dollars['Custom metrics']).toBeCloseTo(4.8, 10);
    expect(dollars['Alarm metrics']).toBeCloseTo(30, 10);
    expect(dollars.Dashboards).toBe(3);
    expect(dollars.Secrets).toBeCloseTo(0.4, 10);
    expect(dollars['Scheduled job runs']).toBeCloseTo(720 * 0.2e-6, 12);
    // 720 runs of 1 s at 1 GB.
    expect(dollars['Scheduled job duration']).toBeCloseTo(720 * 0.0000133334, 10);
    expect(total).toBeCloseTo(38.2 + 720 * (0.2e-6 + 0.0000133334), 8);
  });

  it('shares the floor over the moves and bills Cognito users beyond the free 10,000', () => {
    const input = { journey: 0.002, floor: 40, companyMausPerMove: 0.05, prices: US_EAST_1_PRICES };
    // 1,000 moves: 1,050 users, all free.
    expect(costPerMoveAt(1_000, input)).toBeCloseTo(0.002 + 0.04, 10);
    // 100,000 moves: 105,000 users, 95,000 billed at $0.0055.
    expect(costPerMoveAt(100_000, input)).toBeCloseTo(0.002 + 0.0004 + (95_000 * 0.0055) / 100_000, 10);
  });
});
