import { currentStack } from './current-stack';
import { eventually } from './eventually';
import { readInbox, type StoredEmail } from '@infra/local/ses-emulator';

/** Waits for an e-mail to this address in the SES emulator (events are delivered async). */
export async function waitForEmail(
  to: string,
  match: (email: StoredEmail) => boolean = () => true,
  timeoutMs = 10_000,
) {
  const { inboxPort } = currentStack();
  const found = await eventually(
    async () => (await readInbox(inboxPort)).find((e) => e.destination.to.includes(to) && match(e)),
    (email) => email !== undefined,
    { timeoutMs, failure: () => `No e-mail to ${to} within ${timeoutMs} ms` },
  );
  return found!;
}
