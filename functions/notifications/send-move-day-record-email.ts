import type { BookedTerms } from '@schemas/bookings';
import { MOVE_DAY_STAGE_LABELS, type MoveDayStage, type RecordItem } from '@schemas/move-day-record';
import { findMoveDayRecords } from '@functions/core/data/move-day/move-day-records';
import { eventHandler } from '@functions/platform/event-handler';
import type { EmailAttachment } from '@functions/platform/email';
import { placeOf } from './booking-calendar';
import { bookingMailContext, type BookingMailContext } from './booking-mail-context';
import { renderEmail } from './email-template';
import { moveDayRecordPdf } from './move-day-record-pdf';
import { appLink, EMAIL_SETTINGS_PATH, type Recipient } from './recipients';
import { sendOnce } from './send-once';

const bookingPath = (quoteId: string) => `/bookings/${encodeURIComponent(quoteId)}`;

function recordEmail(to: Recipient, context: BookingMailContext, stage: MoveDayStage, pdf: EmailAttachment) {
  const what = MOVE_DAY_STAGE_LABELS[stage].toLowerCase();
  const rendered = renderEmail({
    greeting: `Hi ${to.greetingName},`,
    paragraphs: [
      `The move-day record ${what} is signed. The signed record is attached as a PDF: every item of the booked inventory as the crew checked it, its condition, the exceptions and the signature.`,
      'Keep it: if anything was damaged or lost, a claim starts from this record.',
    ],
    button: { label: 'Open the booking', href: appLink(bookingPath(context.move.quote_id)) },
    settingsHref: appLink(EMAIL_SETTINGS_PATH),
  });
  return { to: to.email, subject: `Signed move-day record ${what}`, ...rendered, attachments: [pdf] };
}

/**
 * On MoveDayRecordSigned: the signed stage as a PDF to the customer and to each of the company's
 * users, once per event and recipient. The record is the evidence a claim starts from, so it is
 * sent whatever the status-change switches say.
 * Reads: bookingMailContext, the record's stages (one Query). Writes: e-mail event claims, SES e-mails.
 */
export const handler = eventHandler('MoveDayRecordSigned', async ({ quoteId, stage }, { eventId }) => {
  const context = await bookingMailContext(quoteId);
  if (!context) return;
  const signed = (await findMoveDayRecords(quoteId)).find((record) => record.stage === stage);
  if (!signed?.signed_at || !signed.signed_name) return;
  const { customer } = context.customer;
  const pdf: EmailAttachment = {
    filename: `movematch-move-day-record-${stage.toLowerCase()}.pdf`,
    contentType: 'application/pdf',
    content: await moveDayRecordPdf(
      {
        companyName: context.company.name,
        customerName: `${customer.firstName} ${customer.lastName}`,
        moveDay: context.move.move_day,
        from: placeOf(context.request.from_location),
        to: placeOf(context.request.to_location),
        inventoryVersion: (context.move.terms as BookedTerms).inventory?.version ?? null,
      },
      {
        stage,
        items: signed.items.map((item) => ({ ...item, note: item.note ?? '' }) as RecordItem),
        exceptions: signed.exceptions ?? '',
        photoCount: signed.photo_media_ids?.length ?? 0,
        signedName: signed.signed_name,
        signedAt: signed.signed_at,
      },
    ),
  };
  const recipients: Recipient[] = [context.customer, ...context.companySide.recipients];
  for (const recipient of recipients)
    await sendOnce(eventId, recipient.email, () => Promise.resolve(recordEmail(recipient, context, stage, pdf)));
});
