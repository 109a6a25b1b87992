import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const sesRoot = require.resolve('aws-ses-v2-local/package.json').replace(/package\.json$/, '');
// aws-ses-v2-local keeps its mail in this module's one in-memory store (emails is replaced on clear).
const { getStoreReadonly } = require(`${sesRoot}dist/store.js`) as { getStoreReadonly: () => { emails: object[] } };

/** The e-mails the emulator holds now, oldest first (its live array: read, never change it). */
export const storedEmails = () => getStoreReadonly().emails;

/**
 * Keeps the SES emulator's inbox in a file (one JSON e-mail per line), so it survives a
 * restart like the rest of the data folder. load() replaces the in-memory inbox with the
 * file's; sync() appends what arrived since (or rewrites the file after a clear-store).
 */
export function inboxFile(path: string) {
  let persisted: object[] | undefined;
  let persistedCount = 0;

  return {
    load() {
      mkdirSync(dirname(path), { recursive: true });
      const store = getStoreReadonly();
      const lines = existsSync(path) ? readFileSync(path, 'utf8').split('\n').filter(Boolean) : [];
      // A line cut short by a crash mid-write is skipped, not fatal.
      store.emails = lines.flatMap((line) => {
        try {
          return [JSON.parse(line) as object];
        } catch {
          return [];
        }
      });
      writeFileSync(path, store.emails.map((email) => `${JSON.stringify(email)}\n`).join(''));
      persisted = store.emails;
      persistedCount = store.emails.length;
    },
    sync() {
      const { emails } = getStoreReadonly();
      if (emails === persisted && emails.length === persistedCount) return;
      if (emails !== persisted) {
        writeFileSync(path, emails.map((email) => `${JSON.stringify(email)}\n`).join(''));
      } else {
        appendFileSync(
          path,
          emails
            .slice(persistedCount)
            .map((email) => `${JSON.stringify(email)}\n`)
            .join(''),
        );
      }
      persisted = emails;
      persistedCount = emails.length;
    },
  };
}
