import { writeFile } from 'node:fs/promises';
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

/*
 * A carrier list in the layout the NC Utilities Commission publishes (a PDF: the heading with the
 * revision date and the total, then a table of carriers with docket and certificate numbers, a
 * note under a suspended one). The local stack writes its stand-in list with it, and tests write
 * the lists they need, so the daily import reads a PDF everywhere (functions/compliance).
 */

export interface NcucListRow {
  carrier: string;
  docket: string;
  /** Digits: drawn as 'C-1234'. */
  certificate: string;
  city: string;
  telephone: string;
  /** The Commission's note under a carrier, e.g. a suspension. */
  note?: string;
}

const PAGE = { width: 792, height: 612, margin: 40 } as const; // US Letter, landscape
const ROW = 14;
const COLUMNS = [
  { heading: 'Carrier', x: 40, cell: (row: NcucListRow) => row.carrier },
  { heading: 'Docket No.', x: 300, cell: (row: NcucListRow) => row.docket },
  { heading: 'Certificate No.', x: 390, cell: (row: NcucListRow) => `C-${row.certificate}` },
  { heading: 'City', x: 490, cell: (row: NcucListRow) => row.city },
  { heading: 'Telephone', x: 640, cell: (row: NcucListRow) => row.telephone },
];

class ListPages {
  private page: PDFPage;
  private y = PAGE.height - PAGE.margin;
  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
  }

  text(value: string, x: number, size = 9) {
    this.page.drawText(value, { x, y: this.y, size, font: this.font });
  }

  next() {
    this.y -= ROW;
    if (this.y >= PAGE.margin) return;
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }
}

/** The list as the Commission lays it out, for these carriers. */
export async function ncucListPdf(rows: readonly NcucListRow[], revised: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle('List of carriers issued a certificate of exemption');
  const pages = new ListPages(doc, await doc.embedFont(StandardFonts.Helvetica));
  for (const heading of [
    'NORTH CAROLINA UTILITIES COMMISSION',
    'LIST OF CARRIERS ISSUED A CERTIFICATE OF EXEMPTION',
    'AUTHORIZING HOUSEHOLD GOODS TRANSPORTATION WITHIN NORTH CAROLINA',
    `Revised ${revised} – ${rows.length} Total Number of Certified Household Goods Carriers`,
  ]) {
    pages.text(heading, PAGE.margin, 11);
    pages.next();
  }
  pages.next();
  for (const column of COLUMNS) pages.text(column.heading, column.x);
  pages.next();
  for (const row of rows) {
    for (const column of COLUMNS) pages.text(column.cell(row), column.x);
    pages.next();
    if (row.note) {
      pages.text(row.note, COLUMNS[0].x + 12, 8);
      pages.next();
    }
  }
  return doc.save();
}

export async function writeNcucListPdf(path: string, rows: readonly NcucListRow[], revised: string) {
  await writeFile(path, await ncucListPdf(rows, revised));
}
