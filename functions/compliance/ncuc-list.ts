import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/*
 * The NC Utilities Commission's list of household goods carriers holding certificates (its text:
 * one carrier per line, the certificate number first, 'C-1234'). Only the numbers matter here.
 */

/** A list this short is a broken download, not the Commission's list: nothing is dropped on it. */
export const NCUC_LIST_MIN_CARRIERS = 10;

const CARRIER_LINE = /^\s*C-?\s?(\d{1,5})\s{2,}\S/i;

/** The certificate numbers (digits, as the vetting record keeps them) on the list. */
export function ncucCertificatesListed(text: string): Set<string> {
  const listed = new Set<string>();
  for (const line of text.split(/\r?\n/)) {
    const match = CARRIER_LINE.exec(line);
    if (match) listed.add(String(Number(match[1])));
  }
  return listed;
}

/** The list's text from NCUC_LIST_URL (https, or file: in local mode); null when none is set. */
export async function readNcucList(url = process.env.NCUC_LIST_URL): Promise<string | null> {
  if (!url) return null;
  if (url.startsWith('file:')) return readFile(fileURLToPath(url), 'utf8');
  const answer = await fetch(url, { signal: AbortSignal.timeout(20_000) });
  if (!answer.ok) throw new Error(`The NCUC list answered ${answer.status}`);
  return answer.text();
}
