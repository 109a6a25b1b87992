import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Alert, Button, Container, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@web/config/paths';
import { usePageTitle } from '@web/hooks/use-page-title';
import { LoadingState } from '@web/components/loading-state';
import { useUser } from '@web/lib/api/get-user';
import { isUnknownCompany, useAdminCompany } from '../api/admin-companies';
import { CompanyForm } from '../components/company-form';
import { CompanySelector } from '../components/company-selector';
import { InvalidMoveRequestForm } from '../components/invalid-move-request-form';
import { InviteUserForm } from '../components/invite-user-form';
import { UsersTable } from '../components/users-table';
import { VettingPanel } from '../components/vetting-panel';
import { ADMIN_TEXT } from '../messages';

// The chart library is large: it loads while the admin reads the rest of the page.
const OperationsSection = lazy(() => import('../components/operations-section').then((module) => ({ default: module.OperationsSection })));

/** The selected company lives in the address (?company=id), so a reload keeps it. */
const COMPANY_PARAM = 'company';

/**
 * /admin-dashboard (spec section 2, Admin dashboard): companies with their vetting,
 * Stripe and invites; the users; the marketplace's numbers. The route admits admins only.
 */
export function AdminDashboardPage() {
  usePageTitle('Admin dashboard');
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedId = searchParams.get(COMPANY_PARAM);
  const company = useAdminCompany(selectedId);
  const me = useUser();

  const select = (id: string | null) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set(COMPANY_PARAM, id);
        else next.delete(COMPANY_PARAM);
        return next;
      },
      { replace: true },
    );

  // Spec section 4: choosing an unknown id returns to add mode.
  const unknown = selectedId !== null && company.isError && isUnknownCompany(company.error);
  useEffect(() => {
    if (unknown) select(null);
  }, [unknown]);

  const selected = selectedId && company.data?.id === selectedId ? company.data : null;
  const loadingCompany = selectedId !== null && company.isPending;

  return (
    <Container size="xl" px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="xl">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={2}>
            <Title order={1} fz={{ base: 26, sm: 34 }}>
              Admin dashboard
            </Title>
            {me.data && (
              <Text c="gray.7" size="sm">
                Signed in as {me.data.firstName} {me.data.lastName} ({me.data.email})
              </Text>
            )}
          </Stack>
          <Button component={Link} to={paths.logoutRedirect} variant="default" style={{ flex: 'none' }}>
            Log out
          </Button>
        </Group>

        <Section id="companies-title" title="Add or edit a moving company">
          <CompanySelector selected={selected} selectedId={selectedId} onSelect={select} />
          {company.isError && !unknown && (
            <Alert color="red" variant="light" role="alert" mt="md">
              {ADMIN_TEXT.loadCompanyFailed}
            </Alert>
          )}
          <Grid gap="lg" mt="lg">
            <Grid.Col span={{ base: 12, lg: 7 }}>
              {loadingCompany ? (
                <LoadingState label="Loading the company" />
              ) : (
                <CompanyForm key={selected?.id ?? 'new'} company={selected} onCreated={(created) => select(created.id)} />
              )}
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 5 }}>
              <Stack gap="lg">
                <SidePanel id="vetting-title" title="Vetting">
                  {selected ? (
                    <VettingPanel key={selected.id} company={selected} />
                  ) : (
                    <Text size="sm" c="gray.7">
                      Select a company to record its vetting and verify it.
                    </Text>
                  )}
                </SidePanel>
                <SidePanel id="stripe-title" title="Subscription">
                  <Stack gap="xs" align="flex-start">
                    <Text size="sm" c="gray.7">
                      Choose a plan and add a payment method for the selected company.
                    </Text>
                    {selected ? (
                      <Button component={Link} to={`${paths.addStripe}?movingCompanyId=${encodeURIComponent(selected.id)}`} variant="light">
                        Connect to Stripe
                      </Button>
                    ) : (
                      <Button disabled variant="light">
                        Connect to Stripe
                      </Button>
                    )}
                  </Stack>
                </SidePanel>
                <SidePanel id="invite-title" title="Invite a user">
                  <InviteUserForm company={selected ? { id: selected.id, name: selected.name } : null} />
                </SidePanel>
              </Stack>
            </Grid.Col>
          </Grid>
        </Section>

        <Section id="users-title" title="Users">
          <UsersTable />
        </Section>

        <Section id="invalid-title" title="Invalid move requests">
          <InvalidMoveRequestForm />
        </Section>

        <Section id="operations-title" title="Operations">
          <Suspense fallback={<LoadingState label="Loading the marketplace numbers" />}>
            <OperationsSection />
          </Suspense>
        </Section>
      </Stack>
    </Container>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} size="h3" id={id} mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function SidePanel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} bg="gray.0" radius="md" p="md">
      <Title order={3} size="h5" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
