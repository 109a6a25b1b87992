import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import type { CompanyLead } from '@schemas/company-quotes';
import { QUOTE_STATUS_LABELS } from '@schemas/enums';
import { AppModal } from '@web/components/app-modal';
import { QuoteTermsList } from '@web/components/quote-terms-list';
import { PdfDownloadButton } from '@web/components/pdf-download-button';
import { apiRequest } from '@web/lib/api-client';
import { routes } from '@schemas/routes';
import { formatQuotePrice } from '../../quote-editor/model/quote-form';
import { formatCalendarRange } from '@schemas/date-text';
import { routeText, Detail } from './move-details';

/** A quote that can no longer be edited (invited to book, cancelled, past), read-only. */
export function ViewQuoteModal({ lead, onClose }: { lead: CompanyLead | null; onClose: () => void }) {
  return (
    <AppModal title="Your quote" opened={lead !== null} onClose={onClose} fullScreenOnPhone>
      {lead && (
        <Stack gap="md">
          <Detail label="Move">
            {routeText(lead.move_request.move_request_from, lead.move_request.move_request_to)}
          </Detail>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <Detail label="Move dates">
              {formatCalendarRange(lead.move_request.date_range_start, lead.move_request.date_range_end)}
            </Detail>
            <Detail label="Status">{QUOTE_STATUS_LABELS[lead.status]}</Detail>
            <Detail label="Quote amount">{formatQuotePrice(lead.price, lead.top_price)}</Detail>
            <Detail label="Prepared by">{lead.quoted_by_name || 'Not given'}</Detail>
          </SimpleGrid>
          {lead.estimate && <QuoteTermsList estimate={lead.estimate} depositPath={null} />}
          <Detail label="Description">{lead.description || 'No description provided'}</Detail>
          <Group justify="flex-end">
            {lead.price !== null && lead.id !== null && (
              <PdfDownloadButton
                label="Estimate (PDF)"
                load={() => apiRequest(routes.getEstimatePdf, { params: { id: lead.id ?? '' } })}
              />
            )}
            <Button variant="default" onClick={onClose} data-autofocus>
              Close
            </Button>
          </Group>
        </Stack>
      )}
    </AppModal>
  );
}
