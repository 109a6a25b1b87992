import { Container, Stack, Title } from '@mantine/core';
import { Navigate } from 'react-router';
import { LoadErrorAlert } from '@web/components/load-error-alert';
import { MarketPriceGuide } from '@web/components/price-guide/market-price-guide';
import { paths } from '@web/config/paths';
import { usePageTitle } from '@web/hooks/use-page-title';
import { RoleNotice, isWrongRole } from '@web/components/role-notice';
import { useMyMatches } from '../api/get-my-matches';
import { MatchesList } from '../components/matches-list';
import { MatchesLoading } from '../components/matches-loading';
import { MATCHES_MESSAGES } from '../messages';

/** /matches: the customer's matched companies and the quote request (spec section 2). Signed-in only. */
export function MatchesPage() {
  usePageTitle('Your matches');
  const matches = useMyMatches();
  const firstPage = matches.data?.pages[0];

  if (firstPage === null) return <Navigate to={paths.moveInfo} replace />; // no move request yet
  const heading =
    firstPage?.moving_company_matches.length === 0
      ? MATCHES_MESSAGES.noneFound
      : matches.isError
        ? 'Your matches'
        : MATCHES_MESSAGES.heading;

  return (
    <Container size="lg" px={{ base: 'sm', sm: 'md' }} py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 26, sm: 36 }}>
          {heading}
        </Title>
        {firstPage && <MarketPriceGuide />}
        {firstPage ? (
          <MatchesList
            moveRequestId={firstPage.move_request_id}
            total={firstPage.total}
            companies={matches.data!.pages.flatMap((page) => page?.moving_company_matches ?? [])}
            more={matches.hasNextPage}
            loadingMore={matches.isFetchingNextPage}
            onMore={() => void matches.fetchNextPage()}
          />
        ) : matches.isError ? (
          isWrongRole(matches.error) ? (
            <RoleNotice feature="Matches" roles={['MOVER']} />
          ) : (
            <LoadErrorAlert
              title="We couldn't load your matches"
              error={matches.error}
              retrying={matches.isFetching}
              onRetry={() => void matches.refetch()}
            />
          )
        ) : (
          <MatchesLoading />
        )}
      </Stack>
    </Container>
  );
}
