import { useState } from 'react';
import { Anchor, Container, Group, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { TIMINGS } from '@schemas/constants';
import { paths } from '@web/config/paths';
import { usePageTitle } from '@web/hooks/use-page-title';
import { sameOriginPath } from '@web/lib/same-origin-path';
import { useTokenRefillResult } from '../api/token-refill-result';
import { CompanyOrAdmin } from '../components/company-or-admin';
import { PaymentOutcome } from '../components/payment-outcome';
import { PAYMENTS_MESSAGES as M } from '../messages';
import { useRedirectAt } from '../model/use-redirect-at';

/**
 * /moving-company-token-refill-success?session_id&moving_company_id[&return_url]: credits the
 * refill, shows the outcome and goes back 3 s after it (spec section 2, Token refill success),
 * counting down, with a link to go at once.
 */
export function TokenRefillSuccessPage() {
  usePageTitle(M.refillTitle);
  return (
    <Container size="xs" px={{ base: 'sm', sm: 'md' }} py={{ base: 'lg', sm: 'xl' }}>
      <CompanyOrAdmin>{() => <RefillOutcome />}</CompanyOrAdmin>
    </Container>
  );
}

function RefillOutcome() {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id') ?? '';
  const companyId = searchParams.get('moving_company_id') ?? '';
  // Only a path of this app: a crafted return_url must never send the user to another site.
  const returnTo = sameOriginPath(searchParams.get('return_url')) ?? paths.profile;
  const missing = sessionId === '' || companyId === '';
  const result = useTokenRefillResult(sessionId, companyId, !missing);
  const [openedAt] = useState(() => Date.now());

  const errorMessage = missing
    ? M.missingRefillParams
    : result.isError
      ? M.refillError(result.error.message)
      : result.data && !result.data.success
        ? M.refillError(result.data.error ?? 'the payment was not completed')
        : null;
  // The wait counts from when the outcome arrived (kept by the query), never from a later render.
  const shownAt = missing
    ? openedAt
    : result.isError
      ? result.errorUpdatedAt
      : result.data
        ? result.dataUpdatedAt
        : null;
  const secondsLeft = useRedirectAt(returnTo, shownAt === null ? null : shownAt + TIMINGS.paymentRedirectMs);
  const goingBack = secondsLeft !== null && <GoingBack secondsLeft={secondsLeft} to={returnTo} />;

  if (errorMessage !== null) {
    return (
      <PaymentOutcome state="error" title={M.refillErrorTitle}>
        <Text c="gray.8">{errorMessage}</Text>
        <Text size="sm" c="gray.7">
          {M.refillSupport}
        </Text>
        {goingBack}
      </PaymentOutcome>
    );
  }
  if (!result.data) return <PaymentOutcome state="working" title={M.refillProcessing} />;
  return (
    <PaymentOutcome state="success" title={M.refillSuccessTitle}>
      <Text c="gray.8">{result.data.alreadyApplied ? M.refillAlreadyApplied : M.refillSucceeded}</Text>
      <Group gap="xl" justify="center">
        {!result.data.alreadyApplied && (
          <Text>
            Tokens added: <strong>{result.data.tokensAdded}</strong>
          </Text>
        )}
        <Text>
          Tokens remaining: <strong>{result.data.tokensRemaining}</strong>
        </Text>
      </Group>
      {goingBack}
    </PaymentOutcome>
  );
}

/** The countdown the page keeps to, and the way to leave at once. */
function GoingBack({ secondsLeft, to }: { secondsLeft: number; to: string }) {
  return (
    <Group gap="sm" justify="center">
      <Text size="sm" c="gray.7" data-testid="redirect-countdown">
        {M.refillRedirecting(secondsLeft)}
      </Text>
      <Anchor component={Link} to={to} replace size="sm" fw={600}>
        {M.goNow}
      </Anchor>
    </Group>
  );
}
