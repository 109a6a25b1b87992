import { currentStack } from '../current-stack';

/*
 * Takes the local S3 or SES down and back (lib/local/outages.ts): while down, its emulator
 * drops every API connection. Integration files run one after another, so an outage here
 * touches only the file that caused it.
 */

type Outages = { s3?: boolean; ses?: boolean };

export async function setOutages(outages: Outages): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${currentStack().inboxPort}/__outages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(outages),
  });
  if (!response.ok) throw new Error(`The outage switch answered ${response.status}`);
}

/** Runs `during` with the dependency down, and brings it back whatever happens. */
export async function duringOutage<T>(target: keyof Outages, during: () => Promise<T>): Promise<T> {
  await setOutages({ [target]: true });
  try {
    return await during();
  } finally {
    await setOutages({ [target]: false });
  }
}
