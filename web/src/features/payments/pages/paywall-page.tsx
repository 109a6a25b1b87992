import { useEffect, useState } from 'react';
import { Button, Container, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { SUPPORT_EMAIL, TIMINGS } from '@schemas/constants';
import { AppDialog } from '@web/components/app-modal';
import { paths } from '@web/config/paths';
import { usePageTitle } from '@web/hooks/use-page-title';
import type { CurrentUser } from '@web/lib/api/get-user';
import { browserNavigation } from '@web/lib/browser-navigation';
import { notify } from '@web/lib/notify';
import { queryKeys } from '@web/lib/query-keys';
import { useUseFreeVersion } from '../api/use-free-version';
import { CompanyOrAdmin } from '../components/company-or-admin';
import { PAYWALL_MESSAGES as M } from '../messages';
import {
  clearRefreshCount,
  paywallView,
  readRefreshCount,
  writeRefreshCount,
  type PaywallView,
} from '../model/paywall-gate';

/** /paywall: the payment-status modal (spec section 4, Payment status gate). */
export function PaywallPage() {
  usePageTitle('Payment status');
  return (
    <Container size="sm" px={{ base: 'sm', sm: 'md' }} py={{ base: 'lg', sm: 'xl' }}>
      <Title order={1} fz={{ base: 28, sm: 36 }} mb="lg">
        Payment status
      </Title>
      <CompanyOrAdmin>{(user) => <PaywallGate user={user} />}</CompanyOrAdmin>
    </Container>
  );
}

/** The dialog's buttons stack on phones and sit side by side from 576 px. */
const FULL_ON_PHONES = { base: '100%', xs: 'auto' } as const;

function PaywallGate({ user }: { user: CurrentUser }) {
  // Read once per page load: every automatic refresh is a real reload that counts one more.
  const [refreshCount] = useState(readRefreshCount);
  const view = paywallView(user.stripe_subscription_status, refreshCount);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (view === 'active' || view === 'inactive') clearRefreshCount();
    if (view !== 'pending') return;
    // Spec section 9's 1 s wait: the payment's webhook usually lands within a second of the
    // redirect, so the status is read again once before the 3 s reload is due.
    const recheck = window.setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: queryKeys.user }),
      TIMINGS.paywallRefreshWaitMs,
    );
    const timer = window.setTimeout(() => reloadCounting(refreshCount), TIMINGS.paywallRefreshEveryMs);
    return () => {
      window.clearTimeout(recheck);
      window.clearTimeout(timer);
    };
  }, [view, refreshCount, queryClient]);

  return <PaywallDialog view={view} attempt={refreshCount} />;
}

function reloadCounting(refreshCount: number) {
  writeRefreshCount(refreshCount + 1);
  browserNavigation.reload();
}

function PaywallDialog({ view, attempt }: { view: PaywallView; attempt: number }) {
  const navigate = useNavigate();
  const freeVersion = useUseFreeVersion();
  const words = M[view];

  function switchToFreeVersion() {
    freeVersion.mutate(undefined, {
      onSuccess: () => {
        clearRefreshCount();
        void navigate(paths.home);
      },
      onError: (error) => {
        console.error('Switching to the free version failed', error);
        notify.failure(M.freeVersionFailed, error, { withServerErrors: true });
      },
    });
  }

  const actions =
    view === 'active' ? (
      <>
        <Button w={FULL_ON_PHONES} variant="default" component={Link} to={paths.profile}>
          {M.myAccount}
        </Button>
        <Button w={FULL_ON_PHONES} component={Link} to={paths.findLeads} data-autofocus>
          {M.goToSearch}
        </Button>
      </>
    ) : view === 'inactive' ? (
      <>
        <Button w={FULL_ON_PHONES} variant="default" component={Link} to={paths.findLeads}>
          {M.goToSearch}
        </Button>
        <Button w={FULL_ON_PHONES} component={Link} to={paths.addStripe} data-autofocus>
          {M.updatePaymentInfo}
        </Button>
      </>
    ) : view === 'pending' ? (
      <Button w={FULL_ON_PHONES} onClick={() => reloadCounting(attempt)} data-autofocus>
        {M.refreshPage}
      </Button>
    ) : (
      <>
        <Button w={FULL_ON_PHONES} variant="subtle" component="a" href={`mailto:${SUPPORT_EMAIL}`}>
          {M.emailSupport}
        </Button>
        <Button w={FULL_ON_PHONES} variant="default" onClick={switchToFreeVersion} loading={freeVersion.isPending}>
          {M.useFreeVersion}
        </Button>
        <Button
          w={FULL_ON_PHONES}
          component={Link}
          to={paths.addStripe}
          onClick={() => clearRefreshCount()}
          data-autofocus
        >
          {M.addPayment}
        </Button>
      </>
    );

  return (
    <AppDialog opened title={words.title} onClose={() => undefined} dismissable={false} actions={actions}>
      <Text>{words.text}</Text>
      {view === 'pending' && (
        <Text size="sm" c="gray.7" mt="xs">
          {M.refreshingAutomatically(attempt + 1, TIMINGS.paywallRefreshAttempts)}
        </Text>
      )}
    </AppDialog>
  );
}
