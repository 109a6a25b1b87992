import { useState } from 'react';
import { Button, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import {
  DISPUTE_OUTCOME_LABELS,
  ResolveDisputeBodySchema,
  resolvedPrice,
  type ResolveDisputeBody,
} from '@schemas/booking-completion';
import { DISPUTE_OUTCOMES, type DisputeOutcome } from '@schemas/booking-completion-view';
import { formatDollars } from '@schemas/money';
import { AppDialog } from '@web/components/app-modal';
import { FormNumberInput } from '@web/components/form-number-input';
import { notify } from '@web/lib/notify';
import { useResolveDispute } from '../api/booking-queue';

export const RESOLUTION_TEXT = {
  outcome: 'Resolve the dispute',
  amount: 'Amount between the two prices',
  note: 'Resolution note',
  noteHint: 'What was decided and why, for both sides’ records and their e-mails (3 to 2000 characters)',
  submit: 'Resolve dispute',
  confirmTitle: (price: string) => `Resolve at ${price}?`,
  confirm: (price: string) => `Resolve at ${price}`,
  back: 'Back',
  completes: (price: string) => `The move becomes completed at a final price of ${price}.`,
  refund: 'What the customer paid through MoveMatch above it goes back to their card.',
  direct: 'The booking was paid directly: the e-mails tell the company to return any overpayment.',
  emails: 'Both sides get the decision and the amount by e-mail. This cannot be undone.',
  done: (price: string) => `Dispute resolved: the move is completed at ${price}.`,
} as const;

interface Prices {
  company: number;
  customer: number;
}

const optionLabel = (outcome: DisputeOutcome, prices: Prices) =>
  outcome === 'between'
    ? DISPUTE_OUTCOME_LABELS.between
    : `${DISPUTE_OUTCOME_LABELS[outcome]}: ${formatDollars(outcome === 'company_price' ? prices.company : prices.customer)}`;

/**
 * The admin's decision on a disputed move: at the company's price, at the customer's, or at an
 * amount between, with a note; a confirmation names the price and what follows before anything
 * is sent (the server checks the same rule: schemas/booking-completion.ts, resolvedPrice).
 */
export function DisputeResolutionForm({
  quoteId,
  prices,
  protectedPayment,
}: {
  quoteId: string;
  prices: Prices;
  protectedPayment: boolean;
}) {
  const resolve = useResolveDispute();
  const [pending, setPending] = useState<(ResolveDisputeBody & { price: number }) | null>(null);
  const {
    register,
    control,
    watch,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResolveDisputeBody>({
    defaultValues: { outcome: 'company_price', note: '' },
    resolver: zodResolver(ResolveDisputeBodySchema),
  });
  const outcome = watch('outcome');
  const choose = handleSubmit((body) => {
    const decision = { ...body, amount: body.outcome === 'between' ? body.amount : undefined };
    const resolved = resolvedPrice(decision, prices);
    if ('refusal' in resolved) return setError('amount', { message: resolved.refusal });
    setPending({ ...decision, price: resolved.price });
  });
  const send = () => {
    if (!pending) return;
    const { price, ...body } = pending;
    resolve.mutate(
      { id: quoteId, body },
      {
        onSuccess: () => notify.success(RESOLUTION_TEXT.done(formatDollars(price))),
        onError: (error) => notify.failure('Could not resolve the dispute', error),
        onSettled: () => setPending(null),
      },
    );
  };
  const price = pending ? formatDollars(pending.price) : '';
  return (
    <form noValidate onSubmit={(event) => void choose(event)} data-testid="dispute-resolution-form">
      <Stack gap="xs">
        <Controller
          control={control}
          name="outcome"
          render={({ field }) => (
            <Radio.Group label={RESOLUTION_TEXT.outcome} value={field.value} onChange={field.onChange}>
              <Stack gap={6} mt={4}>
                {DISPUTE_OUTCOMES.map((option) => (
                  <Radio key={option} value={option} label={optionLabel(option, prices)} />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
        {outcome === 'between' && (
          <FormNumberInput
            control={control}
            name="amount"
            label={RESOLUTION_TEXT.amount}
            description={`More than ${formatDollars(prices.customer)}, less than ${formatDollars(prices.company)}`}
            prefix="$"
            decimalScale={2}
            maw={260}
            error={errors.amount?.message}
          />
        )}
        <Textarea
          label={RESOLUTION_TEXT.note}
          description={RESOLUTION_TEXT.noteHint}
          autosize
          minRows={2}
          maxLength={2000}
          error={errors.note?.message}
          {...register('note')}
        />
        <Group>
          <Button type="submit">{RESOLUTION_TEXT.submit}</Button>
        </Group>
      </Stack>
      <AppDialog
        opened={pending !== null}
        title={RESOLUTION_TEXT.confirmTitle(price)}
        onClose={() => setPending(null)}
        actions={
          <>
            <Button variant="default" onClick={() => setPending(null)}>
              {RESOLUTION_TEXT.back}
            </Button>
            <Button loading={resolve.isPending} onClick={send}>
              {RESOLUTION_TEXT.confirm(price)}
            </Button>
          </>
        }
      >
        <Stack gap="xs">
          <Text>{RESOLUTION_TEXT.completes(price)}</Text>
          {pending && pending.price < prices.company && (
            <Text>{protectedPayment ? RESOLUTION_TEXT.refund : RESOLUTION_TEXT.direct}</Text>
          )}
          <Text>{RESOLUTION_TEXT.emails}</Text>
        </Stack>
      </AppDialog>
    </form>
  );
}
