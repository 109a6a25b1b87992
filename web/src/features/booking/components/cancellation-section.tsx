import { useState } from 'react';
import { Alert, Anchor, Button, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { COMPANY_CANCELLATION_MESSAGES as M, COMPANY_CANCELLATION_RULES } from '@schemas/booking-cancellation';
import { formatDollars } from '@schemas/money';
import { AppDialog } from '@web/components/app-modal';
import { notify } from '@web/lib/notify';
import { paths } from '@web/config/paths';
import { useCancelBookingByCompany } from '../api/booking-actions';
import { companyCancellationResolver, type CompanyCancellationValues } from '../model/company-cancellation-form';
import type { BookingSectionProps } from '../model/booking-section';
import { BookingSectionCard } from './booking-section-card';

/*
 * Cancellation by the company (docs/booking-lifecycle.md): while the move is upcoming the company
 * may cancel with a reason the customer reads (at the foot of its page); once it has, the customer
 * sees at the top why, that what they paid through MoveMatch comes back, and a way to other companies.
 */

/** The customer's (and an admin's) notice of a company's cancellation. */
export function CancelledByCompanySection({ booking, side }: BookingSectionProps) {
  if (booking.stage !== 'CANCELLED' || booking.cancellation?.by !== 'company' || side === 'company') return null;
  const deposit = booking.payment.kind === 'protected' ? booking.payment.deposit_paid : null;
  return (
    <Alert color="orange" variant="light" title={M.cancelledByCompany(booking.parties.company.name)} role="status">
      <Stack gap="xs" data-testid="cancelled-by-company">
        {booking.cancellation?.reason && <Text size="sm">Their reason: “{booking.cancellation.reason}”</Text>}
        {deposit !== null && <Text size="sm">{M.refundedInFull(formatDollars(deposit))}</Text>}
        <Text size="sm">
          {M.findAnother}{' '}
          <Anchor component={Link} to={paths.matches} fw={600}>
            Find another company
          </Anchor>
        </Text>
      </Stack>
    </Alert>
  );
}

/** The company's way out of an upcoming booking, with its reason and the customer's money back. */
export function CompanyCancelSection({ booking, side }: BookingSectionProps) {
  if (booking.stage !== 'UPCOMING' || side !== 'company') return null;
  return <CompanyCancel booking={booking} side={side} />;
}

function CompanyCancel({ booking }: BookingSectionProps) {
  const [asking, setAsking] = useState(false);
  const cancel = useCancelBookingByCompany(booking.quote_id);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CompanyCancellationValues>({ defaultValues: { reason: '' }, resolver: companyCancellationResolver });
  const close = () => {
    setAsking(false);
    reset();
  };
  const submit = handleSubmit(({ reason }) =>
    cancel.mutate(reason, {
      onSuccess: () => {
        setAsking(false);
        notify.success('Booking cancelled: the customer has been told.');
      },
      onError: (error) => notify.failure('The booking could not be cancelled', error),
    }),
  );
  return (
    <BookingSectionCard title="Cancel this booking" testId="company-cancel-section">
      <Text size="sm">
        If your company cannot do this move, cancel it here as early as you can, so the customer can book someone else.
      </Text>
      <Button color="red" variant="light" onClick={() => setAsking(true)} w={{ base: '100%', sm: 'auto' }} maw={320}>
        Cancel this booking
      </Button>
      <AppDialog
        opened={asking}
        title="Cancel this booking?"
        onClose={close}
        actions={
          <>
            <Button variant="default" onClick={close}>
              Keep the booking
            </Button>
            <Button color="red" type="submit" form="company-cancel-form" loading={cancel.isPending}>
              Cancel the booking
            </Button>
          </>
        }
      >
        <form id="company-cancel-form" noValidate onSubmit={(event) => void submit(event)}>
          <Stack gap="sm">
            <Text size="sm">{M.consequences}</Text>
            <Textarea
              label="Why are you cancelling?"
              description="The customer reads this."
              autosize
              minRows={3}
              maxLength={COMPANY_CANCELLATION_RULES.reasonMax}
              error={errors.reason?.message}
              data-autofocus
              {...register('reason')}
            />
          </Stack>
        </form>
      </AppDialog>
    </BookingSectionCard>
  );
}
