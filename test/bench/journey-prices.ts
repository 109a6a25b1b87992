/**
 * The arithmetic of the journey cost bench (journey-cost.ts): what was counted, times AWS list
 * prices, in dollars. Pure, so a unit test keeps it honest (test/unit/journey-prices.test.ts).
 */

/** Dollars per unit. */
export interface AwsPrices {
  /** DynamoDB on-demand, per write request unit. */
  dynamoWriteUnit: number;
  /** DynamoDB on-demand, per read request unit. */
  dynamoReadUnit: number;
  /** Lambda, per request (invocation). */
  lambdaRequest: number;
  /** Lambda, per GB-second of duration at the function's memory. */
  lambdaGbSecond: number;
  /** API Gateway HTTP API, per request (first 300 million a month). */
  httpApiRequest: number;
  /** EventBridge, per custom event published. */
  eventBridgeEvent: number;
  /** SES, per e-mail sent. */
  sesEmail: number;
  /** Cognito Essentials, per monthly active user beyond the free 10,000. */
  cognitoMau: number;
}

/**
 * us-east-1 on-demand list prices. Lambda's GB-second is the x86 price: our functions run on
 * arm64, listed 20 % lower ($0.0000133334), so the Lambda figure errs high.
 */
export const US_EAST_1_PRICES: AwsPrices = {
  dynamoWriteUnit: 1.25 / 1e6,
  dynamoReadUnit: 0.25 / 1e6,
  lambdaRequest: 0.2 / 1e6,
  lambdaGbSecond: 0.0000166667,
  httpApiRequest: 1.0 / 1e6,
  eventBridgeEvent: 1.0 / 1e6,
  sesEmail: 0.1 / 1000,
  cognitoMau: 0.015,
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

/** One line per priced quantity and the total, in dollars, for one journey. */
export function journeyCost(counts: JourneyCounts, prices: AwsPrices): { lines: CostLine[]; total: number } {
  const line = (item: string, quantity: number, unit: string, unitPrice: number): CostLine => ({
    item,
    quantity,
    unit,
    unitPrice,
    dollars: quantity * unitPrice,
  });
  const lines = [
    line('DynamoDB writes', counts.writeUnits, 'WRU', prices.dynamoWriteUnit),
    line('DynamoDB reads', counts.readUnits, 'RRU', prices.dynamoReadUnit),
    line('Lambda requests', counts.invocations.length, 'invocation', prices.lambdaRequest),
    line('Lambda duration', gbSeconds(counts.invocations), 'GB-s', prices.lambdaGbSecond),
    line('HTTP API', counts.apiRequests, 'request', prices.httpApiRequest),
    line('EventBridge', counts.events, 'event', prices.eventBridgeEvent),
    line('SES', counts.emails, 'e-mail', prices.sesEmail),
    line('Cognito', counts.billableMaus, 'MAU', prices.cognitoMau),
  ];
  return { lines, total: lines.reduce((sum, l) => sum + l.dollars, 0) };
}
