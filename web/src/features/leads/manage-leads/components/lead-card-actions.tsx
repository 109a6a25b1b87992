import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@web/config/paths';
import { REPORT_LEAD_TEXT } from '@web/components/report-lead-dialog';
import type { CompanyLead } from '@schemas/company-quotes';
import { MANAGE_LEADS_MESSAGES as M } from '../messages';
import { LEAD_ACTION_LABELS, leadActions, type LeadAction } from '../model/lead-actions';

export interface LeadCardActionsProps {
  lead: CompanyLead;
  onAction: (action: LeadAction, lead: CompanyLead) => void;
  /** A button's words, with '· 1 token' when pressing it may spend one (useLeadSpend). */
  labelOf: (label: string, paid: boolean) => string;
  /** View messages: the conversation with this lead's customer. */
  onMessages: (lead: CompanyLead) => void;
  /** Present when the contract has the unsave route (see api/company-leads.ts). */
  onUnsave?: (lead: CompanyLead) => void;
  unsaving?: boolean;
  /** 'Report this lead': every lead listed here may be reported (the server's rule), a booked one aside. */
  onReport?: (lead: CompanyLead) => void;
}

/**
 * The status's actions (the first one filled), View messages for a quote, unsave for a saved
 * lead, and 'Report this lead' until the customer books the company (a booked move is real; what
 * goes wrong with it is the booking's to settle).
 */
export function LeadCardActions({
  lead,
  onAction,
  labelOf,
  onMessages,
  onUnsave,
  unsaving,
  onReport,
}: LeadCardActionsProps) {
  // The customer's e-mail reaches the company only once the customer booked it: then the booking page exists.
  const bookedQuoteId = lead.status === 'BOOKED' && lead.move_request.user?.email ? lead.id : null;
  return (
    <Group gap="sm" mt={4}>
      {leadActions(lead).map((action, index) => (
        <Button key={action} variant={index === 0 ? 'filled' : 'light'} onClick={() => onAction(action, lead)}>
          {action === 'create-quote' ? labelOf(LEAD_ACTION_LABELS[action], lead.has_token) : LEAD_ACTION_LABELS[action]}
        </Button>
      ))}
      {bookedQuoteId && (
        <Button component={Link} to={paths.booking(bookedQuoteId)} variant="light">
          {M.bookingPage}
        </Button>
      )}
      {lead.type === 'quote' && (
        <Button variant="default" onClick={() => onMessages(lead)}>
          {labelOf(M.viewMessages, lead.has_token)}
        </Button>
      )}
      {onUnsave && lead.is_saved && (
        <Button variant="subtle" color="red" loading={unsaving} onClick={() => onUnsave(lead)}>
          {lead.type === 'saved' ? M.unsaveLead : M.removeFromSaved}
        </Button>
      )}
      {onReport && lead.status !== 'BOOKED' && (
        <Button variant="subtle" color="gray" onClick={() => onReport(lead)}>
          {REPORT_LEAD_TEXT.open}
        </Button>
      )}
    </Group>
  );
}
