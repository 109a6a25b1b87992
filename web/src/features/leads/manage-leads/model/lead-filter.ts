import type { CompanyLead } from '@schemas/company-quotes';
import { LEAD_FILTERS, LeadFilterSchema } from '@schemas/enums';
import { REQUESTED_YOU } from '@web/components/requested-you-badge';

export type LeadFilter = (typeof LEAD_FILTERS)[number];

export const LEAD_FILTER_LABELS: Record<LeadFilter, string> = {
  all: 'All',
  'requested-you': REQUESTED_YOU,
  paid: 'Paid',
  saved: 'Saved',
  'quote-requested': 'Quote requested',
  quoted: 'Quoted',
  'invited-to-book': 'Invited to book',
  booked: 'Booked',
};

/** The ?filter= value of the page, or null (no filter chosen: everything shows). */
export function parseLeadFilter(value: string | null): LeadFilter | null {
  const parsed = LeadFilterSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * Spec section 4 (Lead filter values), plus 'Requested you' (the customer asked this company): paid = has_token; saved = type saved; the others
 * compare the status lower-cased with dashes, and saved leads never match a status filter.
 */
export function matchesLeadFilter(lead: CompanyLead, filter: LeadFilter | null): boolean {
  if (filter === null || filter === 'all') return true;
  if (filter === 'requested-you') return lead.requested_by_customer;
  if (filter === 'paid') return lead.has_token;
  if (filter === 'saved') return lead.type === 'saved';
  if (lead.type === 'saved') return false;
  return lead.status.toLowerCase().replace(/_/g, '-') === filter;
}

/** A customer's request the company has not answered yet. */
export const isNewRequest = (lead: CompanyLead) => lead.type === 'quote' && lead.status === 'QUOTE_REQUESTED';

/**
 * New requests first, the longest waiting at the top; then the leads whose customer asked this
 * company; then the rest, each group in the list's order.
 */
export function requestedFirst(leads: CompanyLead[]): CompanyLead[] {
  const waiting = leads.filter(isNewRequest).sort((a, b) => a.updated_at.localeCompare(b.updated_at));
  const rest = leads.filter((lead) => !isNewRequest(lead));
  return [
    ...waiting,
    ...rest.filter((lead) => lead.requested_by_customer),
    ...rest.filter((lead) => !lead.requested_by_customer),
  ];
}
