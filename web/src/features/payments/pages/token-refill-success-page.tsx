import { useEffect } from 'react';
import { Container, Group, Text } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { TIMINGS } from '@schemas/constants';
import { paths } from '@web/config/paths';
import { usePageTitle } from '@web/hooks/use-page-title';
import { sameOriginPath } from '@web/lib/same-origin-path';
import { useTokenRefillResult } from '../api/token-refill-result';
import { CompanyOrAdmin } from '../components/company-or-admin';
import { PaymentOutcome } from '../components/payment-outcome';
import { PAYMENTS_MESSAGES as M } from '../messages';

/**
 * /moving-company-token-refill-success?session_id&moving_company_id[&return_url]: credits the
 * refill, shows the outcome and goes back after 3 s (spec section 2, Token refill success).
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
  const navigate = useNavigate();
  const sessionId = searchParams.get('session_id') ?? '';
  const companyId = searchParams.get('moving_company_id') ?? '';
  // Only a path of this app: a crafted return_url must never send the user to another site.
  const returnTo = sameOriginPath(searchParams.get('return_url')) ?? paths.profile;
  const missing = sessionId === '' || companyId === '';
  const result = useTokenRefillResult(sessionId, companyId, !missing);

  const errorMessage = missing
    ? M.missingRefillParams
    : result.isError
      ? M.refillError(result.error.message)
      : result.data && !result.data.success
        ? M.refillError(result.data.error ?? 'the payment was not completed')
        : null;
  const done = errorMessage !== null || result.isSuccess;

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => void navigate(returnTo, { replace: true }), TIMINGS.paymentRedirectMs);
    return () => window.clearTimeout(timer);
  }, [done, navigate, returnTo]);

  if (errorMessage !== null) {
    return (
      <PaymentOutcome state="error" title={M.refillErrorTitle}>
        <Text c="gray.8">{errorMessage}</Text>
        <Text size="sm" c="gray.7">
          {M.refillSupport}
        </Text>
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
      <Text size="sm" c="gray.7">
        {M.refillRedirecting}
      </Text>
    </PaymentOutcome>
  );
}
