import { routes } from '@schemas/routes';
import { BILL_OF_LADING_MESSAGES } from '@schemas/move-documents';
import { licenceLine } from '@schemas/licences';
import { findCompany } from '@functions/core/data/company/moving-companies';
import { conflict } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { pdfFileOf } from '@functions/platform/pdf/pdf-writer';
import { billOfLadingPdf } from './bill-of-lading';
import { bookingPageView } from './booking-page-view';
import { callersBooking } from './callers-booking';

/**
 * GET /api/booking/{id}/bill-of-lading: the bill of lading of an interstate booking as a PDF,
 * generated from its terms snapshot (bill-of-lading.ts), for its customer, its company or an
 * admin; 404 for anyone else. 409 for a move within one state (none is generated) and for a
 * cancelled booking. Reads: the booked move, the company, the move request, the customer's profile.
 */
export const getBillOfLading: PlainHandler<typeof routes.getBillOfLading> = async ({ auth, params }) => {
  const { move, side } = await callersBooking(auth, params.id);
  const view = await bookingPageView(move, side);
  if (view.parties.move_regime !== 'INTERSTATE') throw conflict(BILL_OF_LADING_MESSAGES.interstateOnly);
  if (view.stage === 'CANCELLED') throw conflict(BILL_OF_LADING_MESSAGES.cancelled);
  const company = await findCompany(move.moving_company_id);
  const numbers = licenceLine({ ...company?.vetting_facts, usdot_number: company?.dot_number });
  return pdfFileOf(await billOfLadingPdf(view, numbers, new Date()), `bill-of-lading-${params.id}.pdf`);
};

export const handler = httpHandler(routes.getBillOfLading, getBillOfLading);
