import { useState } from 'react';
import { Button, FileInput, Group, Stack, Text, Textarea } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { DISPUTE_PHOTOS_MAX, DISPUTE_REASON_MAX } from '@schemas/booking-completion';
import { uploadCompanyImage } from '@web/lib/api/upload-company-image';
import { notify } from '@web/lib/notify';
import { useConfirmCompletion, useDisputeBooking } from '../api/completion';
import { COMPLETION_UI as M } from '../completion-messages';
import { formatDeadline } from '@web/components/booking/completion-summary';
import { disputeResolverFor, EMPTY_DISPUTE, type DisputeFormValues } from '../model/dispute-form';
import { FormNumberInput } from '@web/components/form-number-input';

/** The customer confirms the completion, or disputes it with a reason and photos, before the deadline. */
export function CompletionAnswer({
  quoteId,
  answerBy,
  prices,
}: {
  quoteId: string;
  answerBy: string;
  prices: DisputePrices;
}) {
  const confirm = useConfirmCompletion(quoteId);
  const [disputing, setDisputing] = useState(false);
  return (
    <Stack gap="sm">
      <Text fw={500}>{M.confirmIntro(formatDeadline(answerBy))}</Text>
      {!disputing && (
        <Group gap="sm">
          <Button
            loading={confirm.isPending}
            onClick={() =>
              confirm.mutate(undefined, {
                onSuccess: () => notify.success(M.confirmed),
                onError: (error) => notify.failure(M.confirmFailed, error),
              })
            }
          >
            {M.confirm}
          </Button>
          <Button variant="default" onClick={() => setDisputing(true)}>
            {M.disputeOpen}
          </Button>
        </Group>
      )}
      {disputing && <DisputeForm quoteId={quoteId} prices={prices} onCancel={() => setDisputing(false)} />}
    </Stack>
  );
}

/** The company's final price and the agreed total: the fair price's bound and default. */
interface DisputePrices {
  final: number;
  agreed: number;
}

function DisputeForm({ quoteId, prices, onCancel }: { quoteId: string; prices: DisputePrices; onCancel: () => void }) {
  const dispute = useDisputeBooking(quoteId);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<DisputeFormValues>({ defaultValues: EMPTY_DISPUTE, resolver: disputeResolverFor(prices.final) });

  const submit = handleSubmit(async ({ reason, photos, fair_price }) => {
    try {
      const uploaded = await Promise.all(photos.map((file) => uploadCompanyImage(file, 'attachment')));
      await dispute.mutateAsync({
        reason: reason.trim(),
        photo_media_ids: uploaded.map((photo) => photo.mediaId),
        ...(fair_price === '' ? {} : { fair_price }),
      });
      notify.success(M.disputed);
    } catch (error) {
      notify.failure(M.disputeFailed, error);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="sm">
        <Text fw={600}>{M.disputeTitle}</Text>
        <Textarea
          label={M.disputeReason}
          description={M.disputeReasonHint}
          autosize
          minRows={3}
          maxLength={DISPUTE_REASON_MAX}
          error={errors.reason ? M.disputeReasonHint : undefined}
          {...register('reason')}
        />
        <Controller
          control={control}
          name="photos"
          render={({ field }) => (
            <FileInput
              ref={field.ref}
              label={M.photos}
              multiple
              clearable
              clearButtonProps={{ 'aria-label': 'Remove the photos' }}
              accept="image/png,image/jpeg"
              value={field.value}
              onChange={(files) => field.onChange(files.slice(0, DISPUTE_PHOTOS_MAX))}
              onBlur={field.onBlur}
              error={errors.photos?.message}
              placeholder="Choose photos"
            />
          )}
        />
        <FormNumberInput
          control={control}
          name="fair_price"
          label={M.fairPrice}
          description={M.fairPriceHint(prices.agreed, prices.final)}
          prefix="$"
          decimalScale={2}
          maw={320}
          error={errors.fair_price?.message}
        />
        <Group gap="sm">
          <Button type="submit" variant="light" color="red" loading={isSubmitting || dispute.isPending}>
            {M.sendDispute}
          </Button>
          <Button variant="subtle" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
