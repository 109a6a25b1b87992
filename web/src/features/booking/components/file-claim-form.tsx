import { useState } from 'react';
import { Alert, Button, Group, NumberInput, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { claimFilingDeadline, MAX_CLAIM_ITEMS, type ClaimItemInput } from '@schemas/claims';
import { formatCalendarDay } from '@schemas/date-text';
import { refusalReason } from '@web/lib/notify';
import { useClaimActions } from '../api/claims';

const emptyItem = (): ClaimItemInput => ({ name: '', weight_lb: null, amount: 0 });

/**
 * The customer's claim form: each lost or damaged item with its weight (which prices released
 * value) and what it cost, and what happened. The server checks every field and the 9 months.
 */
export function FileClaimForm({ quoteId, moveDay }: { quoteId: string; moveDay: string }) {
  const { file } = useClaimActions(quoteId);
  const [items, setItems] = useState<ClaimItemInput[]>([emptyItem()]);
  const [description, setDescription] = useState('');
  const change = (index: number, patch: Partial<ClaimItemInput>) =>
    setItems((all) => all.map((item, at) => (at === index ? { ...item, ...patch } : item)));
  return (
    <Stack
      gap="sm"
      component="form"
      aria-label="File a claim"
      onSubmit={(event) => {
        event.preventDefault();
        file.mutate({ items, description });
      }}
    >
      <Text size="sm">
        Something lost or damaged? File a claim by {formatCalendarDay(claimFilingDeadline(moveDay))} (9 months after the
        move). The company must acknowledge it within 30 days and decide within 120.
      </Text>
      {items.map((item, index) => (
        <Group key={index} align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={`Item ${index + 1}`}
            value={item.name}
            onChange={(event) => change(index, { name: event.currentTarget.value })}
            required
          />
          <NumberInput
            label="Weight (lb)"
            value={item.weight_lb ?? ''}
            onChange={(value) => change(index, { weight_lb: typeof value === 'number' ? value : null })}
            min={1}
            w={120}
          />
          <NumberInput
            label="Amount ($)"
            value={item.amount || ''}
            onChange={(value) => change(index, { amount: typeof value === 'number' ? value : 0 })}
            min={1}
            w={140}
            required
          />
        </Group>
      ))}
      {items.length < MAX_CLAIM_ITEMS && (
        <Group>
          <Button variant="default" size="xs" onClick={() => setItems((all) => [...all, emptyItem()])}>
            Add an item
          </Button>
        </Group>
      )}
      <Textarea
        label="What happened"
        value={description}
        onChange={(event) => setDescription(event.currentTarget.value)}
        autosize
        minRows={3}
        required
      />
      {file.isError && (
        <Alert color="red" role="alert" title="The claim was not filed">
          {refusalReason(file.error) ?? 'Please try again.'}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button type="submit" loading={file.isPending}>
          File the claim
        </Button>
      </Group>
    </Stack>
  );
}
