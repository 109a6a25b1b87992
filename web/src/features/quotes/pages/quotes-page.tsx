import { Container, Stack, Text, Title } from '@mantine/core';
import { LoadErrorAlert } from '@web/components/load-error-alert';
import { LoadingState } from '@web/components/loading-state';
import { MarketPriceGuide } from '@web/components/price-guide/market-price-guide';
import { usePageTitle } from '@web/hooks/use-page-title';
import { BookingModals } from '../components/booking-modals';
import { ConciergeNotice } from '../components/concierge-notice';
import { ConciergeReturnNotice } from '../components/concierge-return-notice';
import { DepositReturnNotice } from '../components/deposit-return-notice';
import { QuoteDashboardEmpty } from '../components/quote-dashboard-empty';
import { QuoteDashboardLists } from '../components/quote-dashboard-lists';
import { QuoteFilterBar } from '../components/quote-filter-bar';
import { QUOTE_DASHBOARD_MESSAGES } from '../messages';
import { useQuoteDashboard } from '../model/use-quote-dashboard';

/** /quotes: the customer's quote dashboard (spec section 2). Signed-in only, see routes.tsx. */
export function QuotesPage() {
  usePageTitle('My quotes');
  const dashboard = useQuoteDashboard();
  const { loading, failed } = dashboard;

  return (
    <Container size="lg" px={{ base: 'sm', sm: 'md' }} py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 28, sm: 36 }}>
          {QUOTE_DASHBOARD_MESSAGES.heading}
        </Title>
        <ConciergeNotice />
        <DepositReturnNotice />
        <ConciergeReturnNotice />
        {!loading && !failed && <MarketPriceGuide />}
        <QuoteFilterBar dashboard={dashboard} />
        {failed ? (
          <LoadErrorAlert
            title="We couldn't load your quotes"
            error={failed.error}
            retrying={failed.isFetching}
            onRetry={() => void failed.refetch()}
          />
        ) : loading ? (
          <LoadingState label="Loading your quotes" />
        ) : dashboard.nothingAtAll && dashboard.filter === 'all' ? (
          <QuoteDashboardEmpty />
        ) : (
          <QuoteDashboardLists dashboard={dashboard} />
        )}
        {!loading && !failed && (
          <Text size="sm" c="gray.7">
            {QUOTE_DASHBOARD_MESSAGES.tip}
          </Text>
        )}
      </Stack>
      <BookingModals
        flow={dashboard.flow}
        booking={dashboard.booking}
        move={dashboard.move}
        onMessage={dashboard.openMessages}
      />
    </Container>
  );
}
