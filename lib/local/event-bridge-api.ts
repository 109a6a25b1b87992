import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EventType } from '@schemas/events';
import type { PublishedEvent } from '@functions/platform/events';
import { readBody, sendAwsError, sendJson, startLocalEndpoint, type LocalEndpoint } from './local-endpoint';

/** EventBridge's limits on one PutEvents call. */
const MAX_ENTRIES = 10;
const MAX_REQUEST_BYTES = 256 * 1024;

interface PutEventsEntry {
  Source?: unknown;
  DetailType?: unknown;
  Detail?: unknown;
  /** The SDK sends a Date as epoch seconds. */
  Time?: unknown;
}

type EntryResult = { EventId: string } | { ErrorCode: string; ErrorMessage: string };

export interface EventBridgeApiOptions {
  /** 0 picks a free port. */
  port: number;
  /** Takes one event and starts its deliveries before PutEvents answers; answers the event's id. */
  dispatch: (event: PublishedEvent) => string;
  /** GET /_control/idle answers once this resolves (nothing delivered is in flight). */
  idle?: () => Promise<void>;
  /** GET /_control/in-flight answers { inFlight: this }. */
  inFlight?: () => number;
  log?: (line: string) => void;
}

function timeOf(value: unknown): string {
  const time =
    typeof value === 'number' ? new Date(value * 1000) : typeof value === 'string' ? new Date(value) : new Date();
  return Number.isNaN(time.getTime()) ? new Date().toISOString() : time.toISOString();
}

/** One entry as EventBridge takes it: Source, DetailType and a JSON object Detail, or that entry's error. */
function eventOf(entry: PutEventsEntry): PublishedEvent | { ErrorCode: string; ErrorMessage: string } {
  if (typeof entry.Source !== 'string' || typeof entry.DetailType !== 'string' || typeof entry.Detail !== 'string') {
    return { ErrorCode: 'InvalidArgument', ErrorMessage: 'Parameters Source, DetailType and Detail are required.' };
  }
  let detail: unknown;
  try {
    detail = JSON.parse(entry.Detail);
  } catch {
    detail = undefined;
  }
  if (typeof detail !== 'object' || detail === null || Array.isArray(detail)) {
    return { ErrorCode: 'MalformedDetail', ErrorMessage: 'Detail is malformed.' };
  }
  return {
    source: entry.Source,
    'detail-type': entry.DetailType as EventType,
    detail: detail as never,
    time: timeOf(entry.Time),
  };
}

/**
 * The local EventBridge endpoint (EVENTBRIDGE_ENDPOINT): PutEvents in EventBridge's JSON 1.1
 * protocol, so `publishEvent` runs unchanged through the SDK; each accepted entry goes to
 * `dispatch` (the local rules, lib/local/event-bus.ts). Tests ask GET /_control/idle and
 * GET /_control/in-flight whether deliveries are still under way.
 */
export function startEventBridgeApi(options: EventBridgeApiOptions): Promise<LocalEndpoint> {
  async function putEvents(request: IncomingMessage, response: ServerResponse) {
    const body = await readBody(request, MAX_REQUEST_BYTES);
    if (!body)
      return sendAwsError(
        response,
        413,
        'ValidationException',
        'Total size of the entries in the request is over the limit.',
      );
    let entries: unknown;
    try {
      entries = (JSON.parse(body.toString('utf8')) as { Entries?: unknown }).Entries;
    } catch {
      return sendAwsError(response, 400, 'SerializationException', 'The request body is not JSON.');
    }
    if (!Array.isArray(entries) || entries.length < 1 || entries.length > MAX_ENTRIES) {
      return sendAwsError(response, 400, 'ValidationException', `Entries must hold 1 to ${MAX_ENTRIES} events.`);
    }
    const results: EntryResult[] = (entries as PutEventsEntry[]).map((entry) => {
      const event = eventOf(entry ?? {});
      return 'ErrorCode' in event ? event : { EventId: options.dispatch(event) };
    });
    sendJson(response, 200, { FailedEntryCount: results.filter((r) => 'ErrorCode' in r).length, Entries: results });
  }

  return startLocalEndpoint(
    'local EventBridge',
    options.port,
    async (request, response) => {
      const path = (request.url ?? '/').split('?', 1)[0];
      if (request.method === 'GET' && path === '/_control/idle') {
        await options.idle?.();
        return sendJson(response, 200, { idle: true });
      }
      if (request.method === 'GET' && path === '/_control/in-flight') {
        return sendJson(response, 200, { inFlight: options.inFlight?.() ?? 0 });
      }
      const target = request.headers['x-amz-target'];
      if (request.method !== 'POST' || path !== '/')
        return sendAwsError(response, 404, 'UnknownOperationException', 'Not Found');
      if (target !== 'AWSEvents.PutEvents') {
        return sendAwsError(
          response,
          400,
          'UnknownOperationException',
          `Only PutEvents is served locally (got ${String(target)}).`,
        );
      }
      return putEvents(request, response);
    },
    options.log,
  );
}
