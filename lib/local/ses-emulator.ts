import type { Server } from 'node:http';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// CommonJS package: its server factory is the default export.
const sesServer = require('aws-ses-v2-local').default as (config: { host: string; port: number }) => Promise<unknown>;

/**
 * aws-ses-v2-local: accepts SES v1/v2 SendEmail and keeps the mail in memory. Its web inbox
 * is at / and the JSON at /store (GET /store?since=<epoch s>, POST /clear-store).
 */
export async function startSesEmulator(port: number): Promise<Server> {
  return (await sesServer({ host: '127.0.0.1', port })) as Server;
}

export interface StoredEmail {
  from: string;
  destination: { to: string[]; cc?: string[]; bcc?: string[] };
  subject: string;
  body: { text?: string; html?: string };
  at: number;
}

/** Reads the inbox of the SES emulator (tests and tools). */
export async function readInbox(port: number, sinceEpochSeconds?: number): Promise<StoredEmail[]> {
  const query = sinceEpochSeconds ? `?since=${sinceEpochSeconds}` : '';
  const response = await fetch(`http://127.0.0.1:${port}/store${query}`);
  const data = (await response.json()) as { emails: StoredEmail[] };
  return data.emails;
}
