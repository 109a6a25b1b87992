import type { IncomingMessage, ServerResponse } from 'node:http';

/*
 * Local dependencies a test can take down, to check what the API does during an outage (issue
 * 10, Faults): while one is down its emulator drops every API request's connection, as a
 * service that is unreachable does, so the AWS SDK fails the way it would in AWS. Switched by
 * POST /__outages on the SES emulator's port (the local inbox tool, never part of AWS), whose
 * JSON body names what is down: {"s3": true} or {"s3": false, "ses": false}.
 */

export type OutageTarget = 's3' | 'ses';

const down = new Set<OutageTarget>();

export const isDown = (target: OutageTarget): boolean => down.has(target);

export const OUTAGE_CONTROL_PATH = '/__outages';

/** Answers POST /__outages (the new state as JSON) or 400 for a body that is not one. */
export function handleOutageControl(req: IncomingMessage, res: ServerResponse): void {
  let raw = '';
  req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
  req.on('end', () => {
    try {
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      for (const target of ['s3', 'ses'] as const) {
        if (body[target] === true) down.add(target);
        if (body[target] === false) down.delete(target);
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ down: [...down] }));
    } catch {
      res
        .writeHead(400, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: 'The body must be JSON such as {"s3": true}' }));
    }
  });
}
