import { Container, Stack, Title } from '@mantine/core';
import { Navigate, useMatches } from 'react-router';
import { GoBackButton } from '@web/components/go-back-button';
import { MessageScreen } from '@web/components/message-screen';
import { RoleNotice } from '@web/components/role-notice';
import { paths } from '@web/config/paths';
import { usePageTitle } from '@web/hooks/use-page-title';
import type { RouteAccess } from './route-roles';

/** The spec's words for a signed-in user without a company on the company editor. */
export const NO_COMPANY_MESSAGE = "You don't have a moving company associated with your account.";

/**
 * What a user on another role's screen sees instead of the page: home, the no-company screen
 * or the 'This page is for …' notice. A default export, loaded only when someone needs it.
 */
export default function Refusal({ access }: { access: RouteAccess }) {
  const matches = useMatches();
  const title = (matches.at(-1)?.handle as { title?: string } | undefined)?.title ?? access.feature;
  usePageTitle(title);
  if (access.otherwise === 'home') return <Navigate to={paths.home} replace />;
  if (access.otherwise === 'no-company') {
    return (
      <MessageScreen title="No moving company" action={<GoBackButton fallback={paths.profile} />}>
        {NO_COMPANY_MESSAGE}
      </MessageScreen>
    );
  }
  return (
    <Container size="md" px={{ base: 'sm', sm: 'md' }} py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 28, sm: 36 }}>
          {title}
        </Title>
        <RoleNotice feature={access.feature} roles={access.roles} />
      </Stack>
    </Container>
  );
}
