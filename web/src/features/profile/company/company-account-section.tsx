import type { ReactNode } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@web/config/paths';
import type { CurrentUser } from '@web/lib/api/get-user';
import { AccountIdentity } from '../components/account-identity';
import { AccountLinks } from '../components/account-links';

/** Buttons fill the row on phones and sit side by side from 576 px. */
const FULL_ON_PHONES = { base: '100%', xs: 'auto' } as const;

/**
 * The MOVING_COMPANY view of /profile: the company's pages, its subscription and its payout
 * account (panels the app composes in from the payments feature).
 */
export function CompanyAccountSection({ user, payments }: { user: CurrentUser; payments: ReactNode }) {
  const companyId = user.moving_company_id;
  return (
    <Stack gap="lg">
      <AccountIdentity user={user} />
      <Paper component="section" aria-labelledby="company-title" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Title order={2} size="h4" id="company-title" mb="sm">
          Your company
        </Title>
        <Group gap="sm">
          {companyId ? (
            <Button component={Link} to={paths.movingCompany(companyId)} variant="light" w={FULL_ON_PHONES}>
              View public profile
            </Button>
          ) : (
            <Button disabled aria-describedby="no-company-note" w={FULL_ON_PHONES}>
              View public profile
            </Button>
          )}
          <Button component={Link} to={paths.profileCompanyEdit} variant="light" w={FULL_ON_PHONES}>
            Update company info
          </Button>
          <Button component={Link} to={paths.performanceAnalytics} variant="light" w={FULL_ON_PHONES}>
            View performance analytics
          </Button>
        </Group>
        {!companyId && (
          <Text id="no-company-note" size="sm" c="gray.7" mt="sm">
            No moving company is linked to your account yet.
          </Text>
        )}
      </Paper>
      {payments}
      <AccountLinks />
    </Stack>
  );
}
