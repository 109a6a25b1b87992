import type { CompanyLead } from '@schemas/company-quotes';

export type LeadAction = 'create-quote' | 'edit-quote' | 'view-quote' | 'view-booking' | 'mark-booked';

export const LEAD_ACTION_LABELS: Record<LeadAction, string> = {
  'create-quote': 'Create & Send Quote',
  'edit-quote': 'View or Edit Quote',
  'view-quote': 'View Quote',
  'view-booking': 'View Booking',
  'mark-booked': 'Mark as Booked',
};

/**
 * The card's main actions by status (spec section 4, company card actions): a cancelled
 * quote, or an expired one not booked, is marked as booked; past moves take no new quotes.
 */
export function leadActions(lead: CompanyLead): LeadAction[] {
  if (lead.status === 'BOOKED') return ['view-booking'];
  // The customer turned the quote down: it can be read, not changed or sent again.
  if (lead.customer_not_interested) return ['view-quote'];
  if (lead.status === 'CANCELLED') return lead.price === null ? ['mark-booked'] : ['view-quote', 'mark-booked'];
  if (lead.is_expired) {
    if (lead.type === 'saved') return [];
    return lead.price === null ? ['mark-booked'] : ['view-quote', 'mark-booked'];
  }
  switch (lead.status) {
    case 'SAVED':
    case 'QUOTE_REQUESTED':
      return ['create-quote'];
    case 'QUOTED':
      return ['edit-quote'];
    case 'INVITED_TO_BOOK':
      return ['view-quote'];
  }
}
