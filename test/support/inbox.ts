import { currentStack } from './current-stack';
import { readInbox, type StoredEmail } from '@infra/local/ses-emulator';

/** Waits for an e-mail to this address in the SES emulator (events are delivered async). */
export async function waitForEmail(to: string, match: (email: StoredEmail) => boolean = () => true, timeoutMs = 10_000) {
  const { inboxPort } = currentStack();
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = (await readInbox(inboxPort)).find((e) => e.destination.to.includes(to) && match(e));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No e-mail to ${to} within ${timeoutMs} ms`);
}
