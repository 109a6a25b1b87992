import { Alert, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { COMPANY_NOT_VERIFIED } from '@schemas/companies';
import { paths } from '@web/config/paths';
import { isApiError } from '@web/lib/api-error';

/**
 * What a company that MoveMatch has not verified yet sees on the lead pages (the API answers
 * 403 with COMPANY_NOT_VERIFIED): what it can do meanwhile, not a load error.
 */
export function AwaitingVerificationNotice() {
  return (
    <Alert
      color="blue"
      variant="light"
      title="Your company is being verified"
      role="status"
      data-testid="awaiting-verification"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{COMPANY_NOT_VERIFIED}</Text>
        <Button component={Link} to={paths.profileCompanyEdit} size="sm" variant="white">
          Edit my company profile
        </Button>
      </Stack>
    </Alert>
  );
}

/** The API's answer to a lead route while the caller's company is not verified. */
export const isAwaitingVerification = (error: unknown) =>
  isApiError(error) && error.status === 403 && error.message === COMPANY_NOT_VERIFIED;
