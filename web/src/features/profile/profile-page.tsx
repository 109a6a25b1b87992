import { Container, Stack, Title } from '@mantine/core';
import { usePageTitle } from '@web/hooks/use-page-title';
import { CompanyProfile } from './company/company-profile';
import { WithProfile } from './components/with-profile';
import { CustomerProfile } from './customer/customer-profile';
import { profileViewFor } from './profile-view';

/** /profile: the account overview, by the role in the server's profile (spec section 2). */
export function ProfilePage() {
  usePageTitle('My account');
  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1}>My Account</Title>
        <WithProfile>
          {(user) =>
            profileViewFor(user.role) === 'company' ? <CompanyProfile user={user} /> : <CustomerProfile user={user} />
          }
        </WithProfile>
      </Stack>
    </Container>
  );
}
