import type { ReactNode } from 'react';
import { Container, Stack, Title } from '@mantine/core';
import type { CurrentUser } from '@web/lib/api/get-user';
import { usePageTitle } from '@web/hooks/use-page-title';
import { CompanyAccountSection } from './company/company-account-section';
import { WithProfile } from './components/with-profile';
import { CustomerAccountSection } from './customer/customer-account-section';
import { profileViewFor } from './profile-view';

/**
 * /profile: the account overview, by the role in the server's profile (spec section 2). The
 * company view's subscription and payout panels come from the payments feature (composed in app/).
 */
export function ProfilePage({ renderPayments }: { renderPayments: (user: CurrentUser) => ReactNode }) {
  usePageTitle('My account');
  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1}>My Account</Title>
        <WithProfile>
          {(user) =>
            profileViewFor(user.role) === 'company' ? (
              <CompanyAccountSection user={user} payments={renderPayments(user)} />
            ) : (
              <CustomerAccountSection user={user} />
            )
          }
        </WithProfile>
      </Stack>
    </Container>
  );
}
