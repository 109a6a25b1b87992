import { PdfWriter } from '@functions/platform/pdf/pdf-writer';
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

/**
 * The signed move-day record of one stage as a PDF: who, when and where, every line of the booked
 * inventory with its check, condition and note, the exceptions, and the typed signature.
 */
export async function moveDayRecordPdf(header: RecordHeader, stage: SignedStage): Promise<Uint8Array> {
  const write = await PdfWriter.create(
    `MoveMatch move-day record: ${MOVE_DAY_STAGE_LABELS[stage.stage].toLowerCase()}`,
  );
  write.title(`Move-day record ${MOVE_DAY_STAGE_LABELS[stage.stage].toLowerCase()}`);
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
  return write.save();
}
