import { Anchor, Badge, Group, Paper, Text, VisuallyHidden } from '@mantine/core';
import { useBookingQueue } from '../api/booking-queue';
import { useCompaniesAwaitingVetting } from '../api/awaiting-vetting';
import { useConciergeQueue } from '../api/concierge-queue';
import { useOpenLeadReports } from '../api/lead-reports';
import { useNeedsAttention } from '../api/needs-attention';
import { useReviewReports } from '../api/review-reports';
import { DASHBOARD_SECTIONS, type DashboardSectionId } from '../model/dashboard-sections';

/** How many items wait in each section the admin acts on; undefined while loading (or for a section without a count). */
function useSectionCounts(): Partial<Record<DashboardSectionId, number | undefined>> {
  const vetting = useCompaniesAwaitingVetting().data;
  const attention = useNeedsAttention().data;
  const concierge = useConciergeQueue().data;
  const disputes = useBookingQueue('disputed').data;
  const reviews = useReviewReports().data;
  const leads = useOpenLeadReports().data;
  return {
    'awaiting-vetting-title': vetting?.companies.length,
    'needs-attention-title':
      attention && attention.companies.length + attention.licence_lapses.length + attention.overdue_claims.length,
    'concierge-title': concierge?.items.length,
    'booking-queue-title': disputes?.rows.length,
    'reported-reviews-title': reviews?.rows.length,
    'reported-leads-title': leads?.items.length,
  };
}

/**
 * The dashboard's table of contents: a link to each section, with how many items wait in the
 * ones the admin acts on (the same queries the sections read, so nothing is fetched twice).
 */
export function DashboardNav() {
  const counts = useSectionCounts();
  return (
    <Paper component="nav" aria-label="Dashboard sections" withBorder radius="lg" p="md">
      <Group gap="xs" wrap="wrap">
        {DASHBOARD_SECTIONS.map(({ id, title }) => {
          const count = counts[id];
          return (
            <Anchor key={id} href={`#${id}`} fw={600} size="sm" px={6} py={2}>
              <Group gap={6} wrap="nowrap" component="span">
                <Text span inherit>
                  {title}
                </Text>
                {count !== undefined && (
                  <Badge size="sm" variant={count > 0 ? 'filled' : 'light'} color={count > 0 ? 'orange.9' : 'gray'}>
                    <span aria-hidden="true">{count}</span>
                    <VisuallyHidden>{`${count} waiting`}</VisuallyHidden>
                  </Badge>
                )}
              </Group>
            </Anchor>
          );
        })}
      </Group>
    </Paper>
  );
}
