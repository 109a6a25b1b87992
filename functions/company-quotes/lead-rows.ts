import type { CompanyLead } from '@schemas/company-quotes';
import { canCompanyReadMove } from '@functions/lead-payments';
import type { MovingCompanyItem } from '@functions/core/data/company/moving-companies';
import type { MoveRequestItem } from '@functions/core/data/move-request/move-requests';
import { firstNameOnly } from '@functions/move-requests';
import { findProfiles } from '@functions/core/data/user/users';
import { movesSavedBy, type SavedLeadItem } from '@functions/core/data/saved/saved-leads';
import { paidLeadIds } from '@functions/core/data/lead-tokens/lead-tokens';
import { companyQuotesOfMoves, type QuoteItem } from '@functions/core/data/quote/quotes';
import { bookedDayOf, findBookedMoves } from '@functions/core/data/quote/booked-moves';
import {
  copyQuoteFacts,
  copySavedFacts,
  foldSavedIntoQuote,
  type LeadManagerEntry,
} from '@functions/core/data/lead-manager/lead-manager-page';
import { quoteLead, savedLead } from './views';

/**
 * The lead manager rows of a page, in the page's order. A row shows its record, its move and
 * facts kept on the record: the customer's first name, the paid-lead mark and (a quote) the
 * saved mark. A fact not on the record yet is looked up (a BatchGet: only what is found costs a
 * read) and copied on, so the next listing reads the record and its move only. A saved lead the
 * company has since quoted is no row: the quote is; it is folded into the quote once. A booked
 * quote's customer is read fresh (the contact shows only then), and so is its booking (the
 * booked day and window, and whether the move is completed).
 */
export async function leadRows(
  company: MovingCompanyItem,
  entries: LeadManagerEntry[],
  moves: Map<string, MoveRequestItem>,
): Promise<CompanyLead[]> {
  const quotes = entries.flatMap((entry) => (entry.kind === 'QUOTE' ? [entry.quote] : []));
  const saved = entries.flatMap((entry) => (entry.kind === 'SAVED' ? [entry.saved] : []));
  const quoteOnPage = new Map(quotes.map((quote) => [quote.move_request_id, quote]));
  const savedOnPage = new Set(saved.map((s) => s.move_request_id));
  const customerOf = (moveId: string) => moves.get(moveId)?.user_id;

  const [quotedSaved, savedElsewhere, paid, profiles, bookedMoves] = await Promise.all([
    companyQuotesOfMoves(
      company.id,
      saved.filter((s) => !quoteOnPage.has(s.move_request_id)).map((s) => s.move_request_id),
    ),
    movesSavedBy(
      company.id,
      quotes.filter((q) => !q.lead_saved && !savedOnPage.has(q.move_request_id)).map((q) => q.move_request_id),
    ),
    paidLeadIds(
      company.id,
      entries
        .flatMap((entry) => (entry.kind === 'QUOTE' ? entry.quote : entry.saved))
        .filter((r) => !r.lead_paid)
        .map((r) => r.move_request_id),
    ),
    findProfiles([
      ...quotes.filter((q) => q.status === 'BOOKED' || !q.customer_first_name).map((q) => q.customer_id),
      ...saved.filter((s) => !s.customer_first_name).flatMap((s) => customerOf(s.move_request_id) ?? []),
    ]),
    findBookedMoves(quotes.filter((q) => q.status === 'BOOKED').map((q) => q.id)),
  ]);
  const bookedDays = new Map(bookedMoves.map((move) => [move.quote_id, bookedDayOf(move)]));
  const quoteOf = (moveId: string) => quoteOnPage.get(moveId) ?? quotedSaved.get(moveId);
  const firstName = (record: QuoteItem | SavedLeadItem, customerId: string | undefined) =>
    record.customer_first_name ?? (customerId ? profiles.get(customerId)?.firstName : undefined);
  const copies: Promise<void>[] = [];
  const rows: CompanyLead[] = [];

  for (const entry of entries) {
    if (entry.kind === 'QUOTE') {
      const quote = entry.quote;
      const moveId = quote.move_request_id;
      const isSaved = Boolean(quote.lead_saved) || savedOnPage.has(moveId) || savedElsewhere.has(moveId);
      if (savedElsewhere.has(moveId))
        copies.push(foldSavedIntoQuote({ moving_company_id: company.id, move_request_id: moveId }, quote));
      const name = firstName(quote, quote.customer_id);
      const isPaid = Boolean(quote.lead_paid) || paid.has(moveId);
      if ((name && !quote.customer_first_name) || (isPaid && !quote.lead_paid))
        copies.push(copyQuoteFacts(quote, { customer_first_name: name, lead_paid: isPaid || undefined }));
      const move = moves.get(moveId);
      // A record alone does not open a move the lead rule does not allow (a quote made before it held).
      if (!move || !canCompanyReadMove(company, move, { quote, saved: isSaved })) continue;
      const customer =
        quote.status === 'BOOKED' ? (profiles.get(quote.customer_id) ?? null) : name ? firstNameOnly(name) : null;
      rows.push(quoteLead(quote, move, customer, { saved: isSaved, paid: isPaid }, bookedDays.get(quote.id) ?? null));
    } else {
      const record = entry.saved;
      const moveId = record.move_request_id;
      const quote = quoteOf(moveId);
      if (quote) {
        copies.push(foldSavedIntoQuote(record, quote));
        continue;
      }
      const name = firstName(record, customerOf(moveId));
      const isPaid = Boolean(record.lead_paid) || paid.has(moveId);
      if ((name && !record.customer_first_name) || (isPaid && !record.lead_paid))
        copies.push(copySavedFacts(record, { customer_first_name: name, lead_paid: isPaid || undefined }));
      const move = moves.get(moveId);
      if (!move || !canCompanyReadMove(company, move, { quote: null, saved: true })) continue;
      rows.push(savedLead(record, move, name ? firstNameOnly(name) : null, isPaid));
    }
  }
  await Promise.all(copies);
  return rows;
}
