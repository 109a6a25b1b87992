import { extractTextItems } from 'unpdf';

/*
 * The text lines of any PDF (PDF.js through unpdf, its serverless build): the pieces of text on
 * each page grouped by their baseline and read left to right, table cells two spaces apart. Used
 * for documents others publish (the NC Utilities Commission's carrier list), where the drawing
 * order says nothing about the layout.
 */

/** Pieces whose baselines differ by less than this (points) are on one line. */
const SAME_LINE = 2;

interface TextPiece {
  str: string;
  x: number;
  y: number;
}

function linesOfPage(pieces: readonly TextPiece[]): string[] {
  const rows: Array<{ y: number; pieces: TextPiece[] }> = [];
  for (const piece of pieces) {
    if (piece.str.trim() === '') continue;
    const row = rows.find((candidate) => Math.abs(candidate.y - piece.y) < SAME_LINE);
    if (row) row.pieces.push(piece);
    else rows.push({ y: piece.y, pieces: [piece] });
  }
  // PDF y grows upwards: the top line has the largest y.
  return rows
    .sort((a, b) => b.y - a.y)
    .map((row) =>
      row.pieces
        .sort((a, b) => a.x - b.x)
        .map((piece) => piece.str.trim())
        .join('  '),
    );
}

/** Every page's lines, top to bottom, pages in order. */
export async function pdfTextLines(pdf: Uint8Array): Promise<string[]> {
  const { items } = await extractTextItems(pdf);
  return items.flatMap((page) => linesOfPage(page));
}

/** A PDF file starts with '%PDF-'. */
export const isPdf = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';
