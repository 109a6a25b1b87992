import { useState } from 'react';
import { Alert, Button, Text, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { NO_SHOW_MESSAGES as M, NO_SHOW_RULES, NoShowReportBodySchema } from '@schemas/booking-cancellation';
import { AppDialog } from '@web/components/app-modal';
import { todayInCarolinas } from '@web/lib/company-trust-facts';
import { notify } from '@web/lib/notify';
import { useReportNoShow } from '../api/booking-actions';
import type { BookingSectionProps } from '../model/booking-section';
import { BookingSectionCard } from './booking-section-card';

/**
 * The customer's way to say the company did not come (docs/booking-lifecycle.md): from the move
 * day on while the move is upcoming; once reported, what happens next. An admin confirms it.
 */
export function NoShowSection({ booking, side }: BookingSectionProps) {
  if (side !== 'customer' || booking.stage !== 'UPCOMING') return null;
  if (booking.no_show)
    return (
      <Alert color="orange" variant="light" role="status" data-testid="no-show-reported">
        {M.reported}
      </Alert>
    );
  if (booking.move_day > todayInCarolinas()) return null;
  return <ReportNoShow booking={booking} side={side} />;
}

function ReportNoShow({ booking }: BookingSectionProps) {
  const [asking, setAsking] = useState(false);
  const report = useReportNoShow(booking.quote_id);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ details: string }>({ defaultValues: { details: '' }, resolver: zodResolver(NoShowReportBodySchema) });
  const submit = handleSubmit(({ details }) =>
    report.mutate(details, {
      onSuccess: () => setAsking(false),
      onError: (error) => notify.failure('Your report could not be sent', error),
    }),
  );
  return (
    <BookingSectionCard title="Did the crew not come?" testId="no-show-section">
      <Text size="sm">
        If {booking.parties.company.name} did not come and you cannot reach them, tell us. MoveMatch checks with the
        company; if it did not come, the booking is cancelled and everything you paid through MoveMatch comes back.
      </Text>
      <Button variant="default" onClick={() => setAsking(true)} w={{ base: '100%', sm: 'auto' }} maw={320}>
        Report that the company did not come
      </Button>
      <AppDialog
        opened={asking}
        title="Report that the company did not come"
        onClose={() => setAsking(false)}
        actions={
          <>
            <Button variant="default" onClick={() => setAsking(false)}>
              Not now
            </Button>
            <Button type="submit" form="no-show-form" loading={report.isPending}>
              Send the report
            </Button>
          </>
        }
      >
        <form id="no-show-form" noValidate onSubmit={(event) => void submit(event)}>
          <Textarea
            label="What happened?"
            description="When you expected the crew, and whether you reached the company."
            autosize
            minRows={3}
            maxLength={NO_SHOW_RULES.detailsMax}
            error={errors.details?.message}
            data-autofocus
            {...register('details')}
          />
        </form>
      </AppDialog>
    </BookingSectionCard>
  );
}
