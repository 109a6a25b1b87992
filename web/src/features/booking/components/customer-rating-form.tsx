import { Button, Stack, Text, Textarea } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import {
  CUSTOMER_ASPECT_LABELS,
  CUSTOMER_ASPECTS,
  CUSTOMER_REVIEW_NOTE_MAX,
  type CustomerRating,
} from '@schemas/reviews';
import { notify } from '@web/lib/notify';
import { useRateCustomer } from '../api/reviews';
import { customerRatingResolver, NEW_CUSTOMER_RATING, type CustomerRatingFormValues } from '../model/review-form';
import { REVIEW_UI as M } from '../review-messages';
import { RatingField, RatingShown } from './rating-field';

/** The company's private rating of the customer: three ratings and a note, once. */
export function CustomerRatingForm({ quoteId }: { quoteId: string }) {
  const rate = useRateCustomer(quoteId);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CustomerRatingFormValues>({ defaultValues: NEW_CUSTOMER_RATING, resolver: customerRatingResolver });
  const submit = handleSubmit((body) =>
    rate.mutate(body, {
      onSuccess: () => notify.success(M.rated),
      onError: (error) => notify.failure(M.rateFailed, error),
    }),
  );
  return (
    <form noValidate aria-label={M.rateTitle} onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        <Text fw={600}>{M.rateTitle}</Text>
        <Text size="sm" c="gray.7">
          {M.rateIntro}
        </Text>
        {CUSTOMER_ASPECTS.map((aspect) => (
          <Controller
            key={aspect}
            control={control}
            name={aspect}
            render={({ field }) => (
              <RatingField
                label={CUSTOMER_ASPECT_LABELS[aspect]}
                value={field.value}
                onChange={field.onChange}
                error={errors[aspect]?.message}
              />
            )}
          />
        ))}
        <Textarea
          label={M.note}
          autosize
          minRows={2}
          maxLength={CUSTOMER_REVIEW_NOTE_MAX}
          error={errors.note?.message}
          {...register('note')}
        />
        <Button type="submit" loading={rate.isPending} style={{ alignSelf: 'flex-start' }}>
          {M.sendRating}
        </Button>
      </Stack>
    </form>
  );
}

/** The company's private rating as stored (the company itself and admins only). */
export function CustomerRatingShown({ rating, title }: { rating: CustomerRating; title: string }) {
  return (
    <Stack gap="xs" data-testid="customer-rating">
      <Text fw={600}>{title}</Text>
      <Stack gap={4} maw={420}>
        {CUSTOMER_ASPECTS.map((aspect) => (
          <RatingShown key={aspect} label={CUSTOMER_ASPECT_LABELS[aspect]} value={rating[aspect]} />
        ))}
      </Stack>
      {rating.note && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {rating.note}
        </Text>
      )}
    </Stack>
  );
}
