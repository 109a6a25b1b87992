import { useMemo } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Button, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { adjustmentLinesOf, EXTRA_GOODS_LINE, type CompleteBookingBody } from '@schemas/booking-completion';
import { ExtraGoodsItems } from './extra-goods-items';
import type { BookedTerms } from '@schemas/bookings';
import { notify } from '@web/lib/notify';
import { useCompleteBooking } from '../api/completion';
import { COMPLETION_UI as M } from '../completion-messages';
import { completionResolver, differenceOf, newAdjustment, type CompletionDraft } from '../model/completion-form';

const asAmount = (value: string | number): number | '' => (typeof value === 'number' ? value : '');

/** The company marks the move completed: the final price, the cap its estimate type sets, and adjustments per line. */
export function CompleteMoveForm(props: {
  quoteId: string;
  terms: BookedTerms;
  agreedTotal: number;
  highestFinalPrice: number;
}) {
  const { quoteId, terms, agreedTotal, highestFinalPrice } = props;
  const complete = useCompleteBooking(quoteId);
  const resolver = useMemo(() => completionResolver(terms), [terms]);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CompletionDraft, unknown, CompleteBookingBody>({
    defaultValues: { finalPrice: agreedTotal, adjustments: [] },
    resolver,
  });
  const adjustments = useFieldArray({ control, name: 'adjustments' });
  const finalPrice = useWatch({ control, name: 'finalPrice' });
  const watchedAdjustments = useWatch({ control, name: 'adjustments' });
  const difference = differenceOf({ finalPrice, adjustments: [] }, agreedTotal);
  const lines = adjustmentLinesOf(terms);

  const submit = handleSubmit((body) =>
    complete.mutate(body, {
      onSuccess: () => notify.success(M.completed),
      onError: (error) => notify.failure(M.completeFailed, error),
    }),
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        <Text>{M.completeIntro}</Text>
        <Controller
          control={control}
          name="finalPrice"
          render={({ field }) => (
            <NumberInput
              ref={field.ref}
              label={M.finalPrice}
              description={`${M.agreedTotal(agreedTotal)}. ${M.cap(terms.estimate?.type ?? null, highestFinalPrice)}`}
              prefix="$"
              min={0}
              decimalScale={2}
              thousandSeparator=","
              value={field.value}
              onChange={(value) => field.onChange(asAmount(value))}
              onBlur={field.onBlur}
              maw={320}
            />
          )}
        />
        {(difference !== 0 || adjustments.fields.length > 0) && (
          <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
            <Text component="legend" fw={600}>
              {M.adjustmentsTitle}
            </Text>
            {difference !== 0 && (
              <Text size="sm" c="gray.7">
                {M.adjustmentsHint(difference)}
              </Text>
            )}
            {adjustments.fields.map((row, index) => (
              <Group key={row.id} align="flex-end" gap="sm" wrap="wrap" data-testid="adjustment-row">
                <Controller
                  control={control}
                  name={`adjustments.${index}.line`}
                  render={({ field }) => (
                    <Select
                      ref={field.ref}
                      label={`${M.line} ${index + 1}`}
                      data={lines}
                      value={field.value}
                      allowDeselect={false}
                      onChange={(value) => value && field.onChange(value)}
                      w={{ base: '100%', xs: 200 }}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name={`adjustments.${index}.amount`}
                  render={({ field }) => (
                    <NumberInput
                      ref={field.ref}
                      label={`${M.amount}, line ${index + 1}`}
                      prefix="$"
                      decimalScale={2}
                      value={field.value}
                      onChange={(value) => field.onChange(asAmount(value))}
                      onBlur={field.onBlur}
                      w={{ base: '100%', xs: 200 }}
                    />
                  )}
                />
                <TextInput
                  label={`${M.reason}, line ${index + 1}`}
                  maxLength={300}
                  style={{ flex: 1, minWidth: 200 }}
                  {...register(`adjustments.${index}.reason`)}
                />
                <Button variant="subtle" color="red" onClick={() => adjustments.remove(index)}>
                  {M.removeAdjustment}
                </Button>
                {watchedAdjustments?.[index]?.line === EXTRA_GOODS_LINE && (
                  <ExtraGoodsItems control={control} register={register} adjustmentIndex={index} />
                )}
              </Group>
            ))}
            <Group>
              <Button variant="light" onClick={() => adjustments.append(newAdjustment(terms))}>
                {M.addAdjustment}
              </Button>
            </Group>
          </Stack>
        )}
        {errors.root && (
          <Text c="red.8" size="sm" role="alert">
            {errors.root.message}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={complete.isPending}>
            {M.markCompleted}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
