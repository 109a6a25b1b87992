import { useQuery } from '@tanstack/react-query';
import { Button, Center, Container, Loader, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { AppDialog } from '@web/components/app-modal';
import { paths } from '@web/config/paths';
import { usePageTitle } from '@web/hooks/use-page-title';
import { getMovingCompanyQueryOptions } from '@web/lib/api/get-moving-company';
import { useUser } from '@web/lib/api/get-user';
import { AvailabilityCalendar } from '../components/availability-calendar';
import { CalendarSettingsForm } from '../components/calendar-settings-form';
import { AVAILABILITY_MESSAGES } from '../messages';
import { useAvailabilityCalendar } from '../model/use-availability-calendar';

/**
 * /availability-calendar (spec section 2): the company's calendar. Other roles get the route
 * guard's notice (app/route-roles.ts) and never reach it; without a company, or with a company missing its city or billboard, the
 * calendar stays disabled behind a dialog that leads to the profile.
 */
export function AvailabilityCalendarPage() {
  usePageTitle('Availability Calendar');
  const user = useUser();
  const companyId = user.data?.moving_company_id ?? null;
  const company = useQuery({ ...getMovingCompanyQueryOptions(companyId ?? ''), enabled: companyId !== null });
  const companyReady = companyId !== null && company.isSuccess;
  const profileIncomplete = companyReady && (!company.data.city?.trim() || !company.data.billboard?.trim());
  const calendar = useAvailabilityCalendar(companyId, companyReady && !profileIncomplete);

  return (
    <Container size="sm" px={{ base: 'xs', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            Availability Calendar
          </Title>
          <Text c="gray.7">
            Mark the days your crews can take moves, then publish. Customers are matched with you on your available
            days.
          </Text>
        </div>
        {!user.data ? (
          user.isError ? (
            <Text role="alert" c="red.9">
              {user.error.message}
            </Text>
          ) : (
            <Center py="xl" role="status">
              <Loader aria-hidden="true" />
              <VisuallyHidden>Loading your calendar</VisuallyHidden>
            </Center>
          )
        ) : (
          <>
            {companyId === null && (
              <Text role="alert" c="red.9" fw={600}>
                {AVAILABILITY_MESSAGES.noCompany}
              </Text>
            )}
            <AvailabilityCalendar calendar={calendar} />
            <CalendarSettingsForm enabled={companyId !== null} />
          </>
        )}
      </Stack>
      <AppDialog
        opened={user.data?.role === 'MOVING_COMPANY' && companyId === null}
        title="No moving company found"
        onClose={() => undefined}
        dismissable={false}
        actions={
          <Button component={Link} to={paths.profile} data-autofocus>
            Go to profile
          </Button>
        }
      >
        {AVAILABILITY_MESSAGES.noCompany}
      </AppDialog>
      <AppDialog
        opened={profileIncomplete}
        title="Finish your profile"
        onClose={() => undefined}
        dismissable={false}
        actions={
          <Button component={Link} to={paths.profileCompanyEdit} data-autofocus>
            {AVAILABILITY_MESSAGES.enterCompanyInfo}
          </Button>
        }
      >
        {AVAILABILITY_MESSAGES.finishProfile}
      </AppDialog>
    </Container>
  );
}
