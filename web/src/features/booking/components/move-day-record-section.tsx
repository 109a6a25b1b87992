import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { formatCalendarDay } from '@schemas/date-text';
import { MOVE_DAY_STAGE_LABELS, type MoveDayStage } from '@schemas/move-day-record';
import { LoadErrorAlert } from '@web/components/load-error-alert';
import { LoadingState } from '@web/components/loading-state';
import { todayInCarolinas } from '@web/lib/company-trust-facts';
import { useMoveDayRecord } from '../api/move-day-record';
import type { BookingSectionProps } from '../model/booking-section';
import { BookingSectionCard } from './booking-section-card';
import { MoveDayStageForm } from './move-day-stage-form';
import { MoveDayStageSummary } from './move-day-stage-summary';

const TITLE = 'Move-day record';

/**
 * The move-day record (docs/inventory.md): before the day, what will happen; from the move day,
 * the crew's check at loading and at delivery (the company's users write it, the customer signs
 * on the crew's phone), both stages readable by both sides.
 */
export function MoveDayRecordSection({ booking, side }: BookingSectionProps) {
  const open = booking.move_day <= todayInCarolinas();
  const record = useMoveDayRecord(booking.quote_id, open && booking.stage !== 'CANCELLED');
  const [chosen, setChosen] = useState<MoveDayStage | null>(null);
  if (booking.stage === 'CANCELLED') return null;
  if (!open)
    return (
      <BookingSectionCard title={TITLE} testId="move-day-record">
        <Text size="sm">
          {side === 'company'
            ? `Opens on the move day, ${formatCalendarDay(booking.move_day)}: at loading and again at delivery your crew checks the inventory off here on a phone, notes the condition, and the customer signs on the same screen.`
            : `On the move day the crew checks your inventory off at loading and at delivery, and you sign on their phone. You get the signed record by e-mail.`}
        </Text>
      </BookingSectionCard>
    );
  if (!record.data)
    return (
      <BookingSectionCard title={TITLE} testId="move-day-record">
        {record.isError ? (
          <LoadErrorAlert
            title="The move-day record could not be loaded"
            error={record.error}
            retrying={record.isFetching}
            onRetry={() => void record.refetch()}
          />
        ) : (
          <LoadingState label="Loading the move-day record" />
        )}
      </BookingSectionCard>
    );
  const data = record.data;
  const stage = chosen ?? (data.loading.signed_at ? 'DELIVERY' : 'LOADING');
  const view = stage === 'LOADING' ? data.loading : data.delivery;
  const writable = side === 'company' && !view.signed_at && (stage === 'LOADING' || Boolean(data.loading.signed_at));
  return (
    <BookingSectionCard title={TITLE} testId="move-day-record">
      <Stack gap="sm">
        <SegmentedControl
          aria-label="Stage of the move-day record"
          value={stage}
          onChange={(value) => setChosen(value)}
          data={[
            { value: 'LOADING', label: MOVE_DAY_STAGE_LABELS.LOADING },
            { value: 'DELIVERY', label: MOVE_DAY_STAGE_LABELS.DELIVERY },
          ]}
        />
        {writable ? (
          <MoveDayStageForm
            key={`${stage}-${view.updated_at ?? ''}`}
            quoteId={booking.quote_id}
            stage={view}
            customerName={data.customer_name}
          />
        ) : stage === 'DELIVERY' && !data.loading.signed_at ? (
          <Text size="sm">The delivery check starts once the record at loading is signed.</Text>
        ) : (
          <MoveDayStageSummary stage={view} />
        )}
      </Stack>
    </BookingSectionCard>
  );
}
