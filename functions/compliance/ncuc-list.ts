import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { isPdf, pdfTextLines } from '@functions/platform/pdf/pdf-text-lines';

/*
 * The NC Utilities Commission's list of household goods carriers holding a certificate of
 * exemption (docs/compliance.md, Licences), published monthly as a PDF: a heading that announces
 * the total ('Revised <date> – <n> Total Number of Certified Household Goods Carriers'), then one
 * row per carrier with its docket ('T-') and certificate ('C-') numbers, and a note under a carrier
 * whose certificate is suspended. Only the certificate numbers and the notes matter here.
 */

/** Where the Commission publishes the list. */
export const NCUC_PUBLISHED_LIST_URL = 'https://www.ncuc.gov/industries/documents/carriers.pdf';

/** A list this short is a broken download, not the Commission's list: nothing is dropped on it. */
export const NCUC_LIST_MIN_CARRIERS = 10;

/** Below this share of the announced total the layout was misread: nothing is dropped on it. */
export const NCUC_LIST_MIN_SHARE_READ = 0.9;

const CERTIFICATE = /\bC-\s?(\d{1,5})\b/gi;
const ANNOUNCED = /Revised\s+(.+?)\s+[–-]\s+(\d+)\s+Total Number of Certified Household Goods Carriers/i;
/** The notes the Commission puts under a carrier that may not move household goods now. */
const NOT_AUTHORIZED =
  /temporarily suspended|not currently authorized|not yet been reinstated|cancell?ed|revoked|surrendered/i;

export interface NcucList {
  /** Certificate numbers (digits, as the vetting record keeps them) of carriers listed as authorized. */
  listed: Set<string>;
  /** Listed with a note that the certificate is suspended or cancelled. */
  notAuthorized: Set<string>;
  /** The heading's total and revision date; null when the heading is not found. */
  announced: number | null;
  revised: string | null;
}

/** A certificate number as the vetting record keeps it: digits, no leading zeros. */
export const certificateDigits = (number: string) => String(Number(number));

/** Reads the list's lines: a line with a certificate number starts a carrier, lines after it add to it. */
export function parseNcucList(lines: readonly string[]): NcucList {
  const heading = lines.map((line) => ANNOUNCED.exec(line)).find((match) => match !== null);
  const rows: Array<{ certificate: string; text: string }> = [];
  for (const line of lines) {
    const numbers = [...line.matchAll(CERTIFICATE)].map((match) => match[1]);
    // A row's own number comes last: a note may name another certificate before it.
    if (numbers.length > 0) rows.push({ certificate: certificateDigits(numbers[numbers.length - 1]), text: line });
    else if (rows.length > 0) rows[rows.length - 1].text += ` ${line}`;
  }
  const list: NcucList = {
    listed: new Set(),
    notAuthorized: new Set(),
    announced: heading ? Number(heading[2]) : null,
    revised: heading ? heading[1] : null,
  };
  for (const row of rows) (NOT_AUTHORIZED.test(row.text) ? list.notAuthorized : list.listed).add(row.certificate);
  for (const certificate of list.notAuthorized) list.listed.delete(certificate);
  return list;
}

/** Why a list is not acted on, or null when it reads as the Commission's. */
export function ncucListRefusal(list: NcucList): 'list too short' | 'list unreadable' | null {
  if (list.listed.size < NCUC_LIST_MIN_CARRIERS) return 'list too short';
  const read = list.listed.size + list.notAuthorized.size;
  if (list.announced === null || read < list.announced * NCUC_LIST_MIN_SHARE_READ) return 'list unreadable';
  return null;
}

/** The bytes at a https: or file: (local mode) address. */
async function download(url: string): Promise<Uint8Array> {
  // PDF.js takes a plain Uint8Array, not a Buffer.
  if (url.startsWith('file:')) return new Uint8Array(await readFile(fileURLToPath(url)));
  const answer = await fetch(url, { signal: AbortSignal.timeout(20_000) });
  if (!answer.ok) throw new Error(`The NCUC list answered ${answer.status}`);
  return new Uint8Array(await answer.arrayBuffer());
}

/** The list's lines from NCUC_LIST_URL (the Commission's by default): its PDF read as text, or plain text. */
export async function readNcucList(url = process.env.NCUC_LIST_URL || NCUC_PUBLISHED_LIST_URL): Promise<string[]> {
  const bytes = await download(url);
  if (isPdf(bytes)) return pdfTextLines(bytes);
  return Buffer.from(bytes).toString('utf8').split(/\r?\n/);
}
