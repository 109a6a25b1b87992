import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { CurrentUser } from '../../users/api/get-user';
import { AccountIdentity } from '../components/account-identity';
import { AccountLinks } from '../components/account-links';
import { SubscriptionPanel } from './subscription-panel';

/** The MOVING_COMPANY view of /profile: the company's pages and its subscription. */
export function CompanyProfile({ user }: { user: CurrentUser }) {
  const companyId = user.moving_company_id;
  return (
    <Stack gap="lg">
      <AccountIdentity user={user} />
      <Stack gap="sm" align="stretch">
        {companyId ? (
          <Button component={Link} to={paths.movingCompany(companyId)} variant="light">
            View public profile
          </Button>
        ) : (
          <Stack gap={4}>
            <Button disabled aria-describedby="no-company-note">
              View public profile
            </Button>
            <Text id="no-company-note" size="sm" c="gray.7">
              No moving company is linked to your account yet.
            </Text>
          </Stack>
        )}
        <Button component={Link} to={paths.profileCompanyEdit} variant="light">
          Update company info
        </Button>
        <Button component={Link} to={paths.performanceAnalytics} variant="light">
          View performance analytics
        </Button>
      </Stack>
      <SubscriptionPanel subscriptionStatus={user.stripe_subscription_status} />
      <AccountLinks />
    </Stack>
  );
}
