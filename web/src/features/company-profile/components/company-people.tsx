import { Paper, Stack, Title } from '@mantine/core';
import { LoadErrorAlert } from '@web/components/load-error-alert';
import { LoadingState } from '@web/components/loading-state';
import { useCompanyInvites } from '../api/company-invites';
import { COMPANY_EDIT_MESSAGES } from '../messages';
import { CompanyMembers } from './company-members';
import { WaitingInvites } from './waiting-invites';

/** The company's people: its members, then the invites still waiting. One GET answers both. */
export function CompanyPeople({ companyId }: { companyId: string }) {
  const people = useCompanyInvites(companyId);
  return (
    <Paper component="section" aria-labelledby="people-title" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="lg">
        <Title order={2} size="h4" id="people-title">
          People
        </Title>
        {people.isError ? (
          <LoadErrorAlert
            title={COMPANY_EDIT_MESSAGES.peopleLoadFailed}
            error={people.error}
            retrying={people.isFetching}
            onRetry={() => void people.refetch()}
          />
        ) : !people.data ? (
          <LoadingState label="Loading your company's people" />
        ) : (
          <>
            <CompanyMembers members={people.data.members} />
            <WaitingInvites companyId={companyId} invites={people.data.invites} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
