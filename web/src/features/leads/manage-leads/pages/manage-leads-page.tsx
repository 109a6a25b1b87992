import { Container, Group, Stack, Title } from '@mantine/core';
import { LeadTokenBalance } from '@web/components/lead-token-balance';
import { usePageTitle } from '@web/hooks/use-page-title';
import { useViewer } from '@web/hooks/use-viewer';
import { LeadFilterSelect } from '../components/lead-filter-select';
import { LeadList } from '../components/lead-list';
import { LeadModals } from '../components/lead-modals';
import { MANAGE_LEADS_MESSAGES as M } from '../messages';
import { useManageLeads } from '../model/use-manage-leads';

/** /manage-leads: the company's quotes and saved leads by status (spec sections 2 and 4). */
export function ManageLeadsPage() {
  usePageTitle(M.title);
  const manager = useManageLeads();
  const viewer = useViewer();
  const companyId = viewer.status === 'signed-in' ? viewer.user?.moving_company_id : null;

  return (
    <Container size="lg" px={{ base: 'sm', sm: 'md' }} py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="md">
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            {M.title}
          </Title>
          <LeadFilterSelect value={manager.filter} onChange={manager.setFilter} />
        </Group>
        {companyId && <LeadTokenBalance companyId={companyId} />}
        <LeadList manager={manager} />
      </Stack>
      <LeadModals manager={manager} />
    </Container>
  );
}
