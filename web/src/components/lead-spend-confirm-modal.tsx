import { useState } from 'react';
import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { LEAD_SPEND_TEXT as T } from '@web/lib/lead-spend/lead-spend';
import type { LeadSpendConfirm } from '@web/lib/lead-spend/use-lead-spend';
import { AppModal } from './app-modal';

/** 'Spend 1 of your 15 tokens on this lead?' with Spend / Cancel and 'Don't ask again'. */
export function LeadSpendConfirmModal({ opened, remaining, onCancel, onSpend }: LeadSpendConfirm) {
  return (
    <AppModal title={T.title} opened={opened} onClose={onCancel} size="sm">
      <SpendQuestion remaining={remaining} onCancel={onCancel} onSpend={onSpend} />
    </AppModal>
  );
}

function SpendQuestion({ remaining, onCancel, onSpend }: Omit<LeadSpendConfirm, 'opened'>) {
  const [dontAskAgain, setDontAskAgain] = useState(false);
  return (
    <Stack gap="md">
      <Text fw={600}>{T.question(remaining)}</Text>
      <Text size="sm" c="gray.7">
        {T.explain}
      </Text>
      <Checkbox
        label={T.dontAskAgain}
        checked={dontAskAgain}
        onChange={(event) => setDontAskAgain(event.currentTarget.checked)}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {T.cancel}
        </Button>
        <Button onClick={() => onSpend(dontAskAgain)}>{T.spend}</Button>
      </Group>
    </Stack>
  );
}
