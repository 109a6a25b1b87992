import { Container, Stack, Title } from '@mantine/core';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { GoBackButton } from '@web/components/go-back-button';
import { LoadingState } from '@web/components/loading-state';
import { MessageScreen } from '@web/components/message-screen';
import { RoleNotice } from '@web/components/role-notice';
import { paths } from '@web/config/paths';
import { usePageTitle } from '@web/hooks/use-page-title';
import { useViewer } from '@web/hooks/use-viewer';
import { routeAccessFor, type RouteAccess } from './route-roles';

/** The spec's words for a signed-in user without a company on the company editor. */
export const NO_COMPANY_MESSAGE = "You don't have a moving company associated with your account.";

/**
 * The route-level role check (issue 14): on a screen of route-roles.ts, the page mounts only
 * for its roles, so nobody else sends its requests or meets its errors. The role is the one in
 * the signed-in user's profile, which the shell loads for every page anyway.
 */
export function RoleGuard() {
  const { pathname } = useLocation();
  const access = routeAccessFor(pathname);
  const viewer = useViewer();

  if (!access || viewer.status === 'signed-out') return <Outlet />; // the session loader sends visitors to /login
  if (viewer.status === 'loading' || viewer.profileLoading) return <LoadingState label="Loading" />;
  if (access.roles.includes(viewer.role)) return <Outlet />;
  return <Refusal access={access} />;
}

function Refusal({ access }: { access: RouteAccess }) {
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
