import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFRawStream, type PDFObject } from 'pdf-lib';

/*
 * The text lines of a PDF MoveMatch generated (pdf-lib, standard fonts): each page's content
 * streams inflated and every shown string decoded, in drawing order. Enough to read what a
 * document says; not a general PDF text extractor.
 */

/** WinAnsi's characters in 0x80-0x9F that MoveMatch's documents draw (the rest is Latin-1). */
const WIN_ANSI_HIGH: Record<number, string> = {
  0x80: '€',
  0x85: '…',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
};
const decodeWinAnsi = (bytes: Buffer) =>
  [...bytes].map((byte) => WIN_ANSI_HIGH[byte] ?? String.fromCharCode(byte)).join('');

function streamsOf(contents: PDFObject | undefined, doc: PDFDocument): PDFRawStream[] {
  if (contents instanceof PDFRawStream) return [contents];
  if (contents instanceof PDFArray) return contents.asArray().flatMap((ref) => streamsOf(doc.context.lookup(ref), doc));
  return [];
}

export async function pdfTextLines(base64: string): Promise<string[]> {
  const doc = await PDFDocument.load(Buffer.from(base64, 'base64'));
  const lines: string[] = [];
  for (const page of doc.getPages()) {
    for (const stream of streamsOf(page.node.Contents(), doc)) {
      const raw = Buffer.from(stream.getContents());
      const text = (stream.dict.toString().includes('FlateDecode') ? inflateSync(raw) : raw).toString('latin1');
      for (const [, hex] of text.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) lines.push(decodeWinAnsi(Buffer.from(hex, 'hex')));
    }
  }
  return lines;
}
