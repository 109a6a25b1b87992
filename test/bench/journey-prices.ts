/**
 * The arithmetic of the journey cost bench (journey-cost.ts): what was counted, times AWS list
 * prices, in dollars. Pure, so a unit test keeps it honest (test/unit/journey-prices.test.ts).
 */

/** Dollars per unit (AWS list prices; docs/benchmarks.md, Journey cost, links the pages). */
export interface AwsPrices {
  /** DynamoDB on-demand, per write request unit. */
  dynamoWriteUnit: number;
  /** DynamoDB on-demand, per read request unit. */
  dynamoReadUnit: number;
  /** Lambda, per request (invocation). */
  lambdaRequest: number;
  /** Lambda on arm64 (ours), per GB-second of duration at the function's memory. */
  lambdaGbSecond: number;
  /** API Gateway HTTP API, per request (first 300 million a month). */
  httpApiRequest: number;
  /** API Gateway WebSocket, per message (each 32 KB). */
  webSocketMessage: number;
  /** API Gateway WebSocket, per connection minute. */
  webSocketMinute: number;
  /** EventBridge, per custom event published. */
  eventBridgeEvent: number;
  /** SES, per e-mail sent. */
  sesEmail: number;
  /** CloudWatch Logs, per GB ingested. */
  logsIngestGb: number;
  /** Cognito Lite, per monthly active user beyond the free 10,000 (the next 90,000). */
  cognitoMau: number;
  /** CloudWatch, per custom metric per month (first 10,000). */
  customMetricMonth: number;
  /** CloudWatch, per metric of a standard alarm per month (a math alarm pays for each metric in it). */
  alarmMetricMonth: number;
  /** CloudWatch, per dashboard per month beyond the account's first 3. */
  dashboardMonth: number;
  /** Secrets Manager, per secret per month. */
  secretMonth: number;
}

/**
 * us-east-1 list prices, December 2026: DynamoDB on demand after the November 2024 cut (half the
 * earlier rates), Lambda on arm64, Cognito's Lite plan (lib/constructs/auth.ts says why Lite).
 */
export const US_EAST_1_PRICES: AwsPrices = {
  dynamoWriteUnit: 0.625 / 1e6,
  dynamoReadUnit: 0.125 / 1e6,
  lambdaRequest: 0.2 / 1e6,
  lambdaGbSecond: 0.0000133334,
  httpApiRequest: 1.0 / 1e6,
  webSocketMessage: 1.0 / 1e6,
  webSocketMinute: 0.25 / 1e6,
  eventBridgeEvent: 1.0 / 1e6,
  sesEmail: 0.1 / 1000,
  logsIngestGb: 0.5,
  cognitoMau: 0.0055,
  customMetricMonth: 0.3,
  alarmMetricMonth: 0.1,
  dashboardMonth: 3,
  secretMonth: 0.4,
};

export interface Invocation {
  durationMs: number;
  memoryMb: number;
}

export interface JourneyCounts {
  readUnits: number;
  writeUnits: number;
  invocations: Invocation[];
  apiRequests: number;
  events: number;
  emails: number;
  /** Bytes the journey's invocations write to CloudWatch Logs (Lambda's own lines and ours). */
  logBytes: number;
  /** Live socket use: messages (pushes and keep-alive pings) and connection minutes. */
  socketMessages: number;
  socketMinutes: number;
  /** Cognito MAUs the journey adds to the bill: 0 while the pool stays within the free tier. */
  billableMaus: number;
}

export interface CostLine {
  item: string;
  quantity: number;
  unit: string;
  unitPrice: number;
  dollars: number;
}

/** Lambda bills duration rounded up to the millisecond, at the memory the function is given. */
export const gbSeconds = (invocations: Invocation[]) =>
  invocations.reduce((sum, i) => sum + (Math.ceil(i.durationMs) / 1000) * (i.memoryMb / 1024), 0);

const line = (item: string, quantity: number, unit: string, unitPrice: number): CostLine => ({
  item,
  quantity,
  unit,
  unitPrice,
  dollars: quantity * unitPrice,
});

/** One line per priced quantity and the total, in dollars, for one journey. */
export function journeyCost(counts: JourneyCounts, prices: AwsPrices): { lines: CostLine[]; total: number } {
  const lines = [
    line('DynamoDB writes', counts.writeUnits, 'WRU', prices.dynamoWriteUnit),
    line('DynamoDB reads', counts.readUnits, 'RRU', prices.dynamoReadUnit),
    line('Lambda requests', counts.invocations.length, 'invocation', prices.lambdaRequest),
    line('Lambda duration', gbSeconds(counts.invocations), 'GB-s', prices.lambdaGbSecond),
    line('HTTP API', counts.apiRequests, 'request', prices.httpApiRequest),
    line('WebSocket messages', counts.socketMessages, 'message', prices.webSocketMessage),
    line('WebSocket minutes', counts.socketMinutes, 'minute', prices.webSocketMinute),
    line('EventBridge', counts.events, 'event', prices.eventBridgeEvent),
    line('SES', counts.emails, 'e-mail', prices.sesEmail),
    line('CloudWatch Logs', counts.logBytes / 1024 ** 3, 'GB', prices.logsIngestGb),
    line('Cognito', counts.billableMaus, 'MAU', prices.cognitoMau),
  ];
  return { lines, total: lines.reduce((sum, l) => sum + l.dollars, 0) };
}

/** What the deployed stack costs a month before any move: monitoring, secrets and the scheduled jobs. */
export interface StackInventory {
  customMetrics: number;
  /** Metrics summed over every alarm (an alarm on one metric counts 1; a math alarm each metric in it). */
  alarmMetrics: number;
  dashboards: number;
  secrets: number;
  /** Each scheduled job's runs a month and the memory of its function. */
  scheduledJobs: Array<{ runsPerMonth: number; memoryMb: number }>;
}

/** A scheduled run's assumed duration: one query and a few writes, most hours nothing due. */
export const SCHEDULED_RUN_MS = 1000;

export function monthlyFloor(inventory: StackInventory, prices: AwsPrices): { lines: CostLine[]; total: number } {
  const runs = inventory.scheduledJobs.reduce((sum, job) => sum + job.runsPerMonth, 0);
  const jobInvocations = inventory.scheduledJobs.flatMap((job) =>
    Array.from({ length: job.runsPerMonth }, () => ({ durationMs: SCHEDULED_RUN_MS, memoryMb: job.memoryMb })),
  );
  const lines = [
    line('Custom metrics', inventory.customMetrics, 'metric-month', prices.customMetricMonth),
    line('Alarm metrics', inventory.alarmMetrics, 'metric-month', prices.alarmMetricMonth),
    line('Dashboards', inventory.dashboards, 'dashboard-month', prices.dashboardMonth),
    line('Secrets', inventory.secrets, 'secret-month', prices.secretMonth),
    line('Scheduled job runs', runs, 'invocation', prices.lambdaRequest),
    line('Scheduled job duration', gbSeconds(jobInvocations), 'GB-s', prices.lambdaGbSecond),
  ];
  return { lines, total: lines.reduce((sum, l) => sum + l.dollars, 0) };
}

/** Cognito's free monthly active users (both Lite and Essentials). */
export const COGNITO_FREE_MAUS = 10_000;

/**
 * The cost of one booked move at a monthly volume: the journey's own cost, its share of the
 * monthly floor, and Cognito users beyond the free 10,000 (each move's customer, and companies).
 */
export function costPerMoveAt(
  movesPerMonth: number,
  input: { journey: number; floor: number; companyMausPerMove: number; prices: AwsPrices },
): number {
  const maus = movesPerMonth * (1 + input.companyMausPerMove);
  const cognito = Math.max(0, maus - COGNITO_FREE_MAUS) * input.prices.cognitoMau;
  return input.journey + input.floor / movesPerMonth + cognito / movesPerMonth;
}
