import { useState } from 'react';
import { Button, Container, Group, SimpleGrid, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Navigate, useNavigate } from 'react-router';
import { LoadErrorAlert } from '@web/components/load-error-alert';
import { VettingProcessLink } from '@web/components/vetting-process';
import { paths } from '@web/config/paths';
import { usePageTitle } from '@web/hooks/use-page-title';
import { RoleNotice, isWrongRole } from '@web/components/role-notice';
import { useUser } from '@web/lib/api/get-user';
import { useMyMoveRequest } from '@web/lib/api/get-my-move-request';
import { MATCHING_AREA_STATES } from '@schemas/us-states';
import { notify } from '@web/lib/notify';
import { useMyMatches, type MatchEntry } from '../api/get-my-matches';
import { useRequestQuotes } from '../api/request-quotes';
import { CompanyDetailsModal } from '../components/company-details-modal';
import { ConciergePromo } from '../components/concierge-promo';
import { MatchCard } from '../components/match-card';
import { MatchesEmpty } from '../components/matches-empty';
import { QuotesRequestedModal } from '../components/quotes-requested-modal';
import { MATCHES_MESSAGES } from '../messages';
import { availableCountLabel, requestErrorKind, selectionCountLabel, toggleSelection } from '../model/match-selection';
import classes from '../components/match-card.module.css';

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
        {firstPage ? (
          <MatchesList
            moveRequestId={firstPage.move_request_id}
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

function MatchesLoading() {
  return (
    <Stack gap="lg" role="status" aria-live="polite">
      <VisuallyHidden>Loading your matches</VisuallyHidden>
      <Skeleton height={20} width={240} radius="xl" aria-hidden="true" />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-hidden="true">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={280} radius="lg" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** The matches loaded so far (a page of 24 at a time, in name order) and the quote request. */
function MatchesList({
  moveRequestId,
  companies,
  more,
  loadingMore,
  onMore,
}: {
  moveRequestId: string;
  companies: MatchEntry[];
  more: boolean;
  loadingMore: boolean;
  onMore: () => void;
}) {
  const navigate = useNavigate();
  const user = useUser();
  const move = useMyMoveRequest();
  const outOfArea = !!move.data && !MATCHING_AREA_STATES.includes(move.data.move_request_from.state);
  const request = useRequestQuotes();
  const [selected, setSelected] = useState<string[]>([]);
  const [limitNotice, setLimitNotice] = useState(false);
  const [details, setDetails] = useState<MatchEntry | null>(null);
  const [requestedCount, setRequestedCount] = useState<number | null>(null);

  // Only companies still on the list and not asked yet can be sent (the list may have refetched).
  const open = new Set(companies.filter((c) => !c.hasQuote).map((c) => c.id));
  const chosen = selected.filter((id) => open.has(id));

  const toggle = (id: string) => {
    const result = toggleSelection(chosen, id);
    setSelected(result.selected);
    setLimitNotice(result.refused);
  };

  async function send() {
    try {
      const quotes = await request.mutateAsync({ moveRequestId, companyIds: chosen });
      notify.success(MATCHES_MESSAGES.requested);
      setSelected([]);
      setLimitNotice(false);
      setRequestedCount(quotes.length);
    } catch (error) {
      console.error('Requesting quotes failed', error);
      const kind = requestErrorKind(error);
      notify.failure(kind === 'no-companies' ? MATCHES_MESSAGES.noCompanies : MATCHES_MESSAGES.requestFailed);
    }
  }

  function goToQuotes() {
    setRequestedCount(null);
    notify.info(MATCHES_MESSAGES.rerouting);
    void navigate(paths.quotes);
  }

  return (
    <>
      {companies.length === 0 ? (
        <MatchesEmpty outOfArea={outOfArea} />
      ) : (
        <>
          <Group gap="md" justify="space-between" wrap="wrap">
            <Stack gap={0}>
              <Text fw={600} data-testid="matches-count">
                {availableCountLabel(companies.length, more)}
              </Text>
              <Text size="sm" c="gray.7">
                {MATCHES_MESSAGES.hint}
              </Text>
            </Stack>
            <VettingProcessLink />
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {companies.map((match) => (
              <MatchCard
                key={match.id}
                match={match}
                selected={chosen.includes(match.id)}
                onToggle={toggle}
                onDetails={setDetails}
              />
            ))}
          </SimpleGrid>
          {more && (
            <Button variant="default" size="md" style={{ alignSelf: 'center' }} loading={loadingMore} onClick={onMore}>
              {MATCHES_MESSAGES.showMore}
            </Button>
          )}

          {/* One row (count and button), so on a phone it and the bottom nav leave the list most of the screen. */}
          <section className={classes.actionBar} aria-label="Request quotes" data-testid="request-bar">
            <Group justify="space-between" align="center" gap="sm" wrap="nowrap">
              <Text
                fw={600}
                size="sm"
                className={classes.selectionCount}
                aria-live="polite"
                data-testid="selection-count"
              >
                {selectionCountLabel(chosen.length)}
              </Text>
              <Button
                size="sm"
                disabled={chosen.length === 0}
                loading={request.isPending}
                onClick={() => void send()}
                className={classes.requestButton}
              >
                {MATCHES_MESSAGES.requestButton}
              </Button>
            </Group>
            <Text role="alert" size="sm" c="var(--mantine-color-error)" fw={600} mt={limitNotice ? 6 : 0}>
              {limitNotice ? MATCHES_MESSAGES.tooMany : ''}
            </Text>
          </section>
        </>
      )}

      {!user.data?.is_concierge && <ConciergePromo />}

      <CompanyDetailsModal match={details} onClose={() => setDetails(null)} />
      <QuotesRequestedModal opened={requestedCount !== null} count={requestedCount ?? 0} onContinue={goToQuotes} />
    </>
  );
}
