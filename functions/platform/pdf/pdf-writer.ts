import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/*
 * Plain, text-only PDFs (US Letter, Helvetica) for the documents MoveMatch produces: the signed
 * move-day record, the estimate and the bill of lading. pdf-lib draws; this writes lines top to
 * bottom, wraps them and starts a new page when one is full.
 */

const PAGE = { width: 612, height: 792, margin: 50 } as const; // US Letter
const SIZE = { title: 16, text: 10 } as const;
const LINE = 14;
const WRAP = 95;

/** Characters the standard PDF font can draw (WinAnsi); anything else becomes '?'. */
const WIN_ANSI_EXTRA = new Set('‘’“”–—•…€×');
const drawable = (text: string) =>
  [...text]
    .map((c) => (c.charCodeAt(0) < 0x100 || WIN_ANSI_EXTRA.has(c) ? c : '?'))
    .join('')
    .replace(/[\r\n\t]/g, ' ');

/** Breaks a paragraph into lines of at most WRAP characters, at spaces where it can. */
function wrapped(text: string): string[] {
  const lines: string[] = [];
  let rest = drawable(text);
  while (rest.length > WRAP) {
    const cut = rest.lastIndexOf(' ', WRAP) > 20 ? rest.lastIndexOf(' ', WRAP) : WRAP;
    lines.push(rest.slice(0, cut));
    rest = rest.slice(cut).trimStart();
  }
  return [...lines, rest];
}

/** Writes lines top to bottom, starting a new page when one is full. */
export class PdfWriter {
  private page: PDFPage;
  private y: number;
  private constructor(
    readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  /** A new document with its title (shown by PDF readers) and MoveMatch as its producer. */
  static async create(title: string): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.setTitle(title);
    doc.setProducer('MoveMatch');
    return new PdfWriter(
      doc,
      await doc.embedFont(StandardFonts.Helvetica),
      await doc.embedFont(StandardFonts.HelveticaBold),
    );
  }

  line(text: string, options: { bold?: boolean; size?: number } = {}) {
    for (const part of wrapped(text)) {
      if (this.y < PAGE.margin) {
        this.page = this.doc.addPage([PAGE.width, PAGE.height]);
        this.y = PAGE.height - PAGE.margin;
      }
      const size = options.size ?? SIZE.text;
      this.page.drawText(part, {
        x: PAGE.margin,
        y: this.y,
        size,
        font: options.bold ? this.bold : this.font,
        color: rgb(0.12, 0.16, 0.2),
      });
      this.y -= size > SIZE.text ? LINE + 6 : LINE;
    }
  }

  title(text: string) {
    this.line(text, { bold: true, size: SIZE.title });
  }

  /** A bold heading after a gap. */
  heading(text: string) {
    this.gap();
    this.line(text, { bold: true });
  }

  gap() {
    this.y -= LINE / 2;
  }

  save(): Promise<Uint8Array> {
    return this.doc.save();
  }
}

/** A generated PDF as a route answers it (schemas/pdf-file.ts). */
export const pdfFileOf = (bytes: Uint8Array, filename: string) => ({
  filename,
  content_type: 'application/pdf' as const,
  data_base64: Buffer.from(bytes).toString('base64'),
});
