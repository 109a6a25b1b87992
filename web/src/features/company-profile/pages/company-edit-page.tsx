import { Anchor, Container, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { GoBackButton } from '@web/components/go-back-button';
import { LoadErrorAlert } from '@web/components/load-error-alert';
import { MessageScreen } from '@web/components/message-screen';
import { paths } from '@web/config/paths';
import { usePageTitle } from '@web/hooks/use-page-title';
import { isNoCompany, useMyMovingCompany } from '../api/my-moving-company';
import { CompanyEditForm } from '../components/company-edit-form';
import { CompanyEditIntro } from '../components/company-edit-intro';
import { BusinessAddressChoice } from '../components/business-address-choice';
import { InviteUserForm } from '../components/invite-user-form';
import { CompanyPeople } from '../components/company-people';
import { COMPANY_EDIT_MESSAGES } from '../messages';
import type { RenderCompanyPreview } from '../model/company-preview';
import { LoadingState } from '@web/components/loading-state';

/** /profile/company-edit: the company editor plus the colleague invite (spec section 2). */
export function CompanyEditPage({ renderPreview }: { renderPreview: RenderCompanyPreview }) {
  usePageTitle('Update company info');
  const company = useMyMovingCompany();

  if (company.isError && isNoCompany(company.error)) return <NoCompany />;

  return (
    <Container size="md" px={{ base: 'sm', sm: 'md' }} py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
            <Title order={1} fz={{ base: 28, sm: 36 }}>
              Update company info
            </Title>
            {company.data && (
              <Anchor component={Link} to={paths.movingCompany(company.data.id)} fw={600}>
                View public profile
              </Anchor>
            )}
          </Group>
          {company.data && <CompanyEditIntro company={company.data} />}
        </Stack>
        {company.data ? (
          <>
            <CompanyEditForm company={company.data} renderPreview={renderPreview} />
            <BusinessAddressChoice company={company.data} />
            <InviteUserForm companyId={company.data.id} />
            <CompanyPeople companyId={company.data.id} />
          </>
        ) : company.isError ? (
          <LoadErrorAlert
            title="We couldn't load your company"
            error={company.error}
            retrying={company.isFetching}
            onRetry={() => void company.refetch()}
          />
        ) : (
          <LoadingState label="Loading your company" />
        )}
      </Stack>
    </Container>
  );
}

function NoCompany() {
  return (
    <MessageScreen title="No moving company" action={<GoBackButton fallback={paths.profile} />}>
      {COMPANY_EDIT_MESSAGES.noCompany}
    </MessageScreen>
  );
}
