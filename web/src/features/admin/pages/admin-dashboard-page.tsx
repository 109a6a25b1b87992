import { lazy, Suspense } from 'react';
import { Container, Stack } from '@mantine/core';
import { usePageTitle } from '@web/hooks/use-page-title';
import { LoadingState } from '@web/components/loading-state';
import { AdminHeader } from '../components/admin-header';
import { AwaitingVettingSection, AWAITING_VETTING_TEXT } from '../components/awaiting-vetting-section';
import { BookingQueueSection } from '../components/booking-queue-section';
import { CompanyWorkspace } from '../components/company-workspace';
import { ConciergeQueueSection, CONCIERGE_QUEUE_TEXT } from '../components/concierge-queue-section';
import { DashboardSection } from '../components/dashboard-sections';
import { DashboardNav } from '../components/dashboard-nav';
import { MoneySection, MONEY_TEXT } from '../components/money-section';
import { InvalidMoveRequestForm } from '../components/invalid-move-request-form';
import { NeedsAttentionSection, NEEDS_ATTENTION_TEXT } from '../components/needs-attention-section';
import { ReportedReviewsSection } from '../components/reported-reviews-section';
import { ReportedLeadsSection } from '../components/reported-leads-section';
import { UsersTable } from '../components/users-table';
import { useSelectedCompany } from '../model/use-selected-company';
import { REPORTED_REVIEWS_TEXT } from '../model/reported-reviews';
import { REPORTED_LEADS_TEXT } from '../model/reported-leads';

// The chart library is large: it loads while the admin reads the rest of the page.
const OperationsSection = lazy(() =>
  import('../components/operations-section').then((module) => ({ default: module.OperationsSection })),
);

/**
 * /admin-dashboard (spec section 2, Admin dashboard): first what to act on (companies waiting for
 * vetting; insurance, disputes and unconfirmed arrivals that need attention), then companies with
 * their vetting, Stripe and invites; the users; invalid move requests; disputed and
 * awaiting-completion moves; reported reviews; the marketplace's numbers. The route admits admins only.
 */
export function AdminDashboardPage() {
  usePageTitle('Admin dashboard');
  const companies = useSelectedCompany();
  return (
    <Container size="xl" px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="xl">
        <AdminHeader />
        <DashboardNav />
        <DashboardSection id="awaiting-vetting-title" title={AWAITING_VETTING_TEXT.title}>
          <AwaitingVettingSection />
        </DashboardSection>
        <DashboardSection id="needs-attention-title" title={NEEDS_ATTENTION_TEXT.title}>
          <NeedsAttentionSection />
        </DashboardSection>
        <DashboardSection id="companies-title" title="Add or edit a moving company">
          <CompanyWorkspace companies={companies} />
        </DashboardSection>
        <DashboardSection id="users-title" title="Users">
          <UsersTable />
        </DashboardSection>
        <DashboardSection id="concierge-title" title={CONCIERGE_QUEUE_TEXT.title}>
          <ConciergeQueueSection />
        </DashboardSection>
        <DashboardSection id="invalid-title" title="Invalid move requests">
          <InvalidMoveRequestForm />
        </DashboardSection>
        <DashboardSection id="booking-queue-title" title="Booked moves: disputes and awaiting completion">
          <BookingQueueSection />
        </DashboardSection>
        <DashboardSection id="money-title" title={MONEY_TEXT.title}>
          <MoneySection />
        </DashboardSection>
        <DashboardSection id="reported-reviews-title" title={REPORTED_REVIEWS_TEXT.title}>
          <ReportedReviewsSection />
        </DashboardSection>
        <DashboardSection id="reported-leads-title" title={REPORTED_LEADS_TEXT.title}>
          <ReportedLeadsSection />
        </DashboardSection>
        <DashboardSection id="operations-title" title="Operations">
          <Suspense fallback={<LoadingState label="Loading the marketplace numbers" />}>
            <OperationsSection />
          </Suspense>
        </DashboardSection>
      </Stack>
    </Container>
  );
}
