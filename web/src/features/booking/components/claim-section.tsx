import { Text } from '@mantine/core';
import { CLAIMABLE_STAGES } from '@schemas/claims';
import { LoadingState } from '@web/components/loading-state';
import { LoadErrorAlert } from '@web/components/load-error-alert';
import { useClaim } from '../api/claims';
import type { BookingSectionProps } from '../model/booking-section';
import { BookingSectionCard } from './booking-section-card';
import { ClaimAnswerForm } from './claim-answer-form';
import { ClaimSummary } from './claim-summary';
import { FileClaimForm } from './file-claim-form';

/**
 * After delivery, on the booking page: the customer files a loss or damage claim; both sides see
 * it with its clocks; the company acknowledges and decides it (docs/compliance.md, Claims).
 */
export function ClaimSection({ booking, side }: BookingSectionProps) {
  const delivered = CLAIMABLE_STAGES.includes(booking.stage);
  const claim = useClaim(booking.quote_id, delivered);
  if (!delivered) return null;
  if (claim.isSuccess && claim.data === null && side !== 'customer') return null;
  return (
    <BookingSectionCard title="Loss or damage claim" testId="booking-claim">
      {claim.isPending ? (
        <LoadingState label="Loading the claim" />
      ) : claim.isError ? (
        <LoadErrorAlert
          title="The claim could not be loaded"
          error={claim.error}
          retrying={claim.isFetching}
          onRetry={() => void claim.refetch()}
        />
      ) : claim.data === null ? (
        <FileClaimForm quoteId={booking.quote_id} moveDay={booking.move_day} moveRequestId={booking.move_request_id} />
      ) : (
        <>
          <ClaimSummary claim={claim.data} />
          {side === 'company' && !claim.data.decision && (
            <ClaimAnswerForm quoteId={booking.quote_id} claim={claim.data} />
          )}
          {side === 'customer' && !claim.data.decision && (
            <Text size="sm" c="gray.8">
              The company answers here; you will also see its decision by the dates above.
            </Text>
          )}
        </>
      )}
    </BookingSectionCard>
  );
}
