import { Container, Text, Title } from '@mantine/core';
import { TIMINGS } from '@schemas/constants';
import { AppDialog } from '@web/components/app-modal';
import { usePageTitle } from '@web/hooks/use-page-title';
import type { CurrentUser } from '@web/lib/api/get-user';
import { CompanyOrAdmin } from '../components/company-or-admin';
import { PaywallActions } from '../components/paywall-actions';
import { PAYWALL_MESSAGES as M } from '../messages';
import { usePaywallGate } from '../model/use-paywall-gate';

/** /paywall: the payment-status modal (spec section 4, Payment status gate). */
export function PaywallPage() {
  usePageTitle('Payment status');
  return (
    <Container size="sm" px={{ base: 'sm', sm: 'md' }} py={{ base: 'lg', sm: 'xl' }}>
      <Title order={1} fz={{ base: 28, sm: 36 }} mb="lg">
        Payment status
      </Title>
      <CompanyOrAdmin>{(user) => <PaywallDialog user={user} />}</CompanyOrAdmin>
    </Container>
  );
}

/** The gate's dialog: it cannot be dismissed, only left through its buttons. */
function PaywallDialog({ user }: { user: CurrentUser }) {
  const gate = usePaywallGate(user);
  const words = M[gate.view];
  return (
    <AppDialog
      opened
      title={words.title}
      onClose={() => undefined}
      dismissable={false}
      actions={<PaywallActions gate={gate} />}
    >
      <Text>{words.text}</Text>
      {gate.view === 'pending' && (
        <Text size="sm" c="gray.7" mt="xs">
          {M.refreshingAutomatically(gate.attempt + 1, TIMINGS.paywallRefreshAttempts)}
        </Text>
      )}
    </AppDialog>
  );
}
