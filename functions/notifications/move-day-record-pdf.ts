import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import {
  ITEM_CONDITION_LABELS,
  MOVE_DAY_STAGE_LABELS,
  type MoveDayStage,
  type RecordItem,
} from '@schemas/move-day-record';
import { formatCalendarDay, formatInstantDay } from '@schemas/date-text';

/** What the signed record's PDF states besides the stage itself. */
export interface RecordHeader {
  companyName: string;
  customerName: string;
  moveDay: string;
  from: string;
  to: string;
  inventoryVersion: number | null;
}

/** The signed stage as the PDF states it. */
export interface SignedStage {
  stage: MoveDayStage;
  items: RecordItem[];
  exceptions: string;
  photoCount: number;
  signedName: string;
  signedAt: string;
}

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
class Writer {
  private page: PDFPage;
  private y: number;
  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
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
  gap() {
    this.y -= LINE / 2;
  }
}

/**
 * The signed move-day record of one stage as a PDF: who, when and where, every line of the booked
 * inventory with its check, condition and note, the exceptions, and the typed signature.
 */
export async function moveDayRecordPdf(header: RecordHeader, stage: SignedStage): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`MoveMatch move-day record: ${MOVE_DAY_STAGE_LABELS[stage.stage].toLowerCase()}`);
  doc.setProducer('MoveMatch');
  const write = new Writer(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );
  write.line(`Move-day record ${MOVE_DAY_STAGE_LABELS[stage.stage].toLowerCase()}`, { bold: true, size: SIZE.title });
  write.line(`Moving company: ${header.companyName}`);
  write.line(`Customer: ${header.customerName}`);
  write.line(`Move day: ${formatCalendarDay(header.moveDay)}`);
  write.line(`From: ${header.from}`);
  write.line(`To: ${header.to}`);
  write.line(
    header.inventoryVersion === null
      ? 'Inventory: none listed before the move'
      : `Inventory: version ${header.inventoryVersion}, as booked`,
  );
  write.gap();
  write.line(`Items (${stage.items.length})`, { bold: true });
  if (stage.items.length === 0) write.line('No items were listed.');
  stage.items.forEach((item, index) => {
    const check = item.checked ? 'Checked' : 'Not checked';
    const note = item.note ? `: ${item.note}` : '';
    write.line(
      `${index + 1}. ${item.room}: ${item.quantity} x ${item.name} | ${check} | ${ITEM_CONDITION_LABELS[item.condition]}${note}`,
    );
  });
  write.gap();
  write.line('Exceptions', { bold: true });
  write.line(stage.exceptions || 'None noted.');
  if (stage.photoCount > 0) write.line(`${stage.photoCount} photo(s) kept with the record on MoveMatch.`);
  write.gap();
  write.line('Signature', { bold: true });
  write.line(
    `Signed by typing their name: ${stage.signedName}, ${formatInstantDay(stage.signedAt)} (${stage.signedAt})`,
  );
  return doc.save();
}
