import { useState } from 'react';
import { Button, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { adjustmentLinesOf } from '@schemas/booking-completion';
import type { BookedTerms } from '@schemas/bookings';
import { notify } from '@web/lib/notify';
import { useCompleteBooking } from '../api/completion';
import { COMPLETION_UI as M } from '../completion-messages';
import {
  differenceOf,
  draftProblem,
  newAdjustment,
  toCompletionBody,
  type AdjustmentDraft,
  type CompletionDraft,
} from '../model/completion-form';

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
  const [draft, setDraft] = useState<CompletionDraft>({ finalPrice: agreedTotal, adjustments: [] });
  const [tried, setTried] = useState(false);
  const difference = differenceOf(draft, agreedTotal);
  const problem = draftProblem(terms, draft);
  const lines = adjustmentLinesOf(terms);

  const setAdjustment = (index: number, patch: Partial<AdjustmentDraft>) =>
    setDraft((d) => ({ ...d, adjustments: d.adjustments.map((a, i) => (i === index ? { ...a, ...patch } : a)) }));

  const submit = () => {
    setTried(true);
    if (problem) return;
    complete.mutate(toCompletionBody(draft), {
      onSuccess: () => notify.success(M.completed),
      onError: (error) => notify.failure(M.completeFailed, error),
    });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Text>{M.completeIntro}</Text>
        <NumberInput
          label={M.finalPrice}
          description={`${M.agreedTotal(agreedTotal)}. ${M.cap(terms.estimate?.type ?? null, highestFinalPrice)}`}
          prefix="$"
          min={0}
          decimalScale={2}
          thousandSeparator=","
          value={draft.finalPrice}
          onChange={(value) => setDraft((d) => ({ ...d, finalPrice: asAmount(value) }))}
          maw={320}
        />
        {(difference !== 0 || draft.adjustments.length > 0) && (
          <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
            <Text component="legend" fw={600}>
              {M.adjustmentsTitle}
            </Text>
            {difference !== 0 && (
              <Text size="sm" c="gray.7">
                {M.adjustmentsHint(difference)}
              </Text>
            )}
            {draft.adjustments.map((adjustment, index) => (
              <Group key={index} align="flex-end" gap="sm" wrap="wrap" data-testid="adjustment-row">
                <Select
                  label={`${M.line} ${index + 1}`}
                  data={lines}
                  value={adjustment.line}
                  allowDeselect={false}
                  onChange={(value) => value && setAdjustment(index, { line: value })}
                  w={{ base: '100%', xs: 200 }}
                />
                <NumberInput
                  label={`${M.amount}, line ${index + 1}`}
                  prefix="$"
                  decimalScale={2}
                  value={adjustment.amount}
                  onChange={(value) => setAdjustment(index, { amount: asAmount(value) })}
                  w={{ base: '100%', xs: 200 }}
                />
                <TextInput
                  label={`${M.reason}, line ${index + 1}`}
                  value={adjustment.reason}
                  maxLength={300}
                  onChange={(event) => setAdjustment(index, { reason: event.currentTarget.value })}
                  style={{ flex: 1, minWidth: 200 }}
                />
                <Button
                  variant="subtle"
                  color="red"
                  onClick={() => setDraft((d) => ({ ...d, adjustments: d.adjustments.filter((_, i) => i !== index) }))}
                >
                  {M.removeAdjustment}
                </Button>
              </Group>
            ))}
            <Group>
              <Button
                variant="light"
                onClick={() => setDraft((d) => ({ ...d, adjustments: [...d.adjustments, newAdjustment(terms)] }))}
              >
                {M.addAdjustment}
              </Button>
            </Group>
          </Stack>
        )}
        {tried && problem && (
          <Text c="red.8" size="sm" role="alert">
            {problem}
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
