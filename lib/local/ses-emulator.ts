import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';

import { handleOutageControl, isDown, OUTAGE_CONTROL_PATH } from './outages';
import { inboxFile, storedEmails } from './ses-inbox-file';
import { mailboxSimulatorFeedback, type SesFeedbackEvent } from './ses-feedback';
import { LOCAL_BIND_HOST } from './bind-host';

const require = createRequire(import.meta.url);
// CommonJS package: its server factory is the default export.
const sesServer = (
  require('aws-ses-v2-local') as { default: (config: { host: string; port: number }) => Promise<unknown> }
).default;

/** The inbox's own paths: they keep working during an SES outage. */
const INBOX_PATHS = ['/store', '/clear-store', OUTAGE_CONTROL_PATH];

/**
 * aws-ses-v2-local: accepts SES v1/v2 SendEmail and keeps the mail in memory. Its web inbox
 * is at / and the JSON at /store (GET /store?since=<epoch s>, POST /clear-store). It also
 * takes the outage switch (outages.ts): while SES is down, every other POST (a SendEmail) has
 * its connection dropped. The inbox is kept in inboxPath (ses-inbox-file.ts): loaded at start,
 * written after every POST that changed it. Mail to SES's mailbox simulator (bounce@, complaint@
 * simulator.amazonses.com) is kept and answered with the feedback event SES would publish.
 */
export async function startSesEmulator(
  port: number,
  inboxPath: string,
  onFeedback: (event: SesFeedbackEvent) => void = () => {},
): Promise<Server> {
  const inbox = inboxFile(inboxPath);
  inbox.load();
  // Mail to SES's mailbox simulator bounces or draws a complaint, as in AWS (ses-feedback.ts).
  let seen = storedEmails();
  let seenCount = seen.length;
  const simulateFeedback = () => {
    const emails = storedEmails();
    const fresh = emails === seen ? emails.slice(seenCount) : emails;
    seen = emails;
    seenCount = emails.length;
    for (const email of fresh as StoredEmail[])
      for (const event of mailboxSimulatorFeedback(email.destination.to)) onFeedback(event);
  };
  const server = (await sesServer({ host: LOCAL_BIND_HOST, port })) as Server;
  const emulator = server.listeners('request') as Array<(req: IncomingMessage, res: ServerResponse) => void>;
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path === OUTAGE_CONTROL_PATH && req.method === 'POST') return handleOutageControl(req, res);
    if (isDown('ses') && req.method === 'POST' && !INBOX_PATHS.includes(path)) return void req.socket.destroy();
    // The emulator stores an e-mail before it answers: once the answer is out, the file catches up.
    if (req.method === 'POST')
      res.once('finish', () => {
        inbox.sync();
        simulateFeedback();
      });
    for (const listener of emulator) listener.call(server, req, res);
  });
  return server;
}

export interface StoredEmail {
  from: string;
  destination: { to: string[]; cc?: string[]; bcc?: string[] };
  subject: string;
  body: { text?: string; html?: string };
  /** Files sent with the e-mail; content is base64. */
  attachments?: { filename?: string; contentType: string; content: string; size: number }[];
  at: number;
}

/** Reads the inbox of the SES emulator (tests and tools). */
export async function readInbox(port: number, sinceEpochSeconds?: number): Promise<StoredEmail[]> {
  const query = sinceEpochSeconds ? `?since=${sinceEpochSeconds}` : '';
  const response = await fetch(`http://127.0.0.1:${port}/store${query}`);
  const data = (await response.json()) as { emails: StoredEmail[] };
  return data.emails;
}
