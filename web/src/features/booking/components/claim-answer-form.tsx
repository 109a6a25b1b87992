import { useState } from 'react';
import { Alert, Button, Group, NativeSelect, NumberInput, Stack, Textarea } from '@mantine/core';
import { CLAIM_DECISION_LABELS, CLAIM_DECISIONS, type ClaimDecisionType, type ClaimView } from '@schemas/claims';
import { refusalReason } from '@web/lib/notify';
import { useClaimActions } from '../api/claims';

/** The company's answer to a claim: acknowledge it, then pay, repair, replace or decline with a reason. */
export function ClaimAnswerForm({ quoteId, claim }: { quoteId: string; claim: ClaimView }) {
  const { acknowledge, decide } = useClaimActions(quoteId);
  const [decision, setDecision] = useState<ClaimDecisionType>('PAY');
  const [amount, setAmount] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const failed = acknowledge.error ?? decide.error;
  return (
    <Stack gap="sm">
      {claim.status === 'FILED' && (
        <Group>
          <Button variant="light" onClick={() => acknowledge.mutate()} loading={acknowledge.isPending}>
            Acknowledge the claim
          </Button>
        </Group>
      )}
      <Stack
        gap="sm"
        component="form"
        aria-label="Decide the claim"
        onSubmit={(event) => {
          event.preventDefault();
          decide.mutate({ decision, amount: decision === 'DENY' ? null : amount, reason });
        }}
      >
        <NativeSelect
          label="Decision"
          value={decision}
          onChange={(event) => setDecision(event.currentTarget.value as ClaimDecisionType)}
          data={CLAIM_DECISIONS.map((value) => ({ value, label: CLAIM_DECISION_LABELS[value] }))}
        />
        {decision !== 'DENY' && (
          <NumberInput
            label="Amount ($): paid, or the value of the repair or replacement"
            value={amount ?? ''}
            onChange={(value) => setAmount(typeof value === 'number' ? value : null)}
            min={0}
          />
        )}
        <Textarea
          label={decision === 'DENY' ? 'Reason for declining' : 'Note to the customer (optional)'}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          autosize
          minRows={2}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={decide.isPending}>
            Send the decision
          </Button>
        </Group>
      </Stack>
      {failed && (
        <Alert color="red" role="alert" title="Not sent">
          {refusalReason(failed) ?? 'Please try again.'}
        </Alert>
      )}
    </Stack>
  );
}
