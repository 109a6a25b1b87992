import { Alert, Button, Container, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@web/config/paths';
import { usePageTitle } from '@web/hooks/use-page-title';
import type { CurrentUser } from '@web/lib/api/get-user';
import { CompanyOrAdmin } from '../components/company-or-admin';
import { LeadDemandPreview } from '../components/lead-demand-preview';
import { PlanChoiceForm } from '../components/plan-choice-form';
import { PAYMENTS_MESSAGES as M } from '../messages';

/**
 * /add-stripe: a company chooses its plan, with the demand in its service area beside the plans;
 * an admin does it for ?movingCompanyId (spec section 2).
 */
export function AddStripePage() {
  usePageTitle(M.chooseTitle);
  return (
    <Container size="lg" px={{ base: 'sm', sm: 'md' }} py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            {M.chooseTitle}
          </Title>
          <Text c="gray.7">{M.chooseIntro}</Text>
        </Stack>
        <CompanyOrAdmin>{(user) => <PlanChoice user={user} />}</CompanyOrAdmin>
      </Stack>
    </Container>
  );
}

function PlanChoice({ user }: { user: CurrentUser }) {
  const [searchParams] = useSearchParams();
  const forAdmin = user.role === 'ADMIN';
  // A company user always acts for its own company; only an admin names one in the address.
  const companyId = forAdmin ? searchParams.get('movingCompanyId') : user.moving_company_id;
  if (!companyId) {
    return (
      <Alert color="yellow" variant="light" role="alert" title="No moving company chosen">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{forAdmin ? M.adminPickCompany : M.noCompany}</Text>
          <Button component={Link} to={forAdmin ? paths.adminDashboard : paths.profile} size="sm" variant="white">
            {forAdmin ? M.backToAdmin : M.backToProfile}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const plans = (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <PlanChoiceForm companyId={companyId} forAdmin={forAdmin} />
    </Paper>
  );
  // The demand is the company's own service area: an admin choosing for a company sees the plans only.
  if (forAdmin) return plans;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>{plans}</Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <LeadDemandPreview />
      </Grid.Col>
    </Grid>
  );
}
