import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { QUOTE_DASHBOARD_MESSAGES } from '../messages';
import type { QuoteDashboard } from '../model/use-quote-dashboard';
import { CompareQuotes } from './compare-quotes';
import { QuoteCard } from './quote-card';
import { SavedCompanyCard } from './saved-company-card';

/** The loaded dashboard: the comparison when open, saved companies without a quote, the quotes. */
export function QuoteDashboardLists({ dashboard }: { dashboard: QuoteDashboard }) {
  const { flow, shownSaved, shownQuotes, filter, move, requestQuote } = dashboard;
  return (
    <>
      {dashboard.comparing && dashboard.comparable.length >= 2 && (
        <div id="compare-quotes">
          <CompareQuotes
            quotes={dashboard.comparable}
            booking={dashboard.booking}
            onBook={flow.askToBook}
            onAlreadyBooked={flow.showAlreadyBooked}
          />
        </div>
      )}
      {shownSaved.length > 0 && (
        <Stack component="section" aria-labelledby="saved-companies-title" gap="sm">
          <Title order={2} size="h3" id="saved-companies-title">
            Saved companies
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {shownSaved.map((s) => (
              <SavedCompanyCard
                key={s.moving_company_id}
                saved={s}
                requesting={dashboard.requestingQuote(s.moving_company_id)}
                onRequestQuote={requestQuote ? () => requestQuote(s.moving_company_id) : null}
              />
            ))}
          </SimpleGrid>
        </Stack>
      )}
      <Stack component="section" aria-labelledby="quotes-title" gap="sm">
        <Title order={2} size="h3" id="quotes-title">
          Your quotes
        </Title>
        {shownQuotes.length === 0 ? (
          <Text c="gray.7" role="status">
            {filter === 'all'
              ? 'No quotes yet. Request a quote from a saved company or from your matches.'
              : QUOTE_DASHBOARD_MESSAGES.noFilterResults}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {shownQuotes.map((q) => (
              <QuoteCard
                key={q.id}
                quote={q}
                move={move}
                onView={() => flow.details.open(q.id)}
                onRequestAgain={() => dashboard.requestAgain(q)}
                requestingAgain={dashboard.requestingAgain(q.id)}
                onMessages={() => dashboard.openMessages(q)}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </>
  );
}
