import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { CHARGEBACK_MESSAGES, type ChargebackView } from '@schemas/chargeback-view';
import { formatInstantDay } from '@schemas/date-text';
import { formatDollars } from '@schemas/money';
import { notify } from '@web/lib/notify';
import { saveFile } from '@web/lib/save-file';
import { loadEvidenceBundle } from '../api/booking-queue';
import { SendEvidenceButton } from './send-evidence-button';

const PART_LABELS = { deposit: 'the deposit', balance: 'the balance charged at completion' } as const;
const STATUS_LABELS: Record<ChargebackView['status'], string> = {
  needs_response: 'Needs a response',
  under_review: 'Under review by the bank',
  won: 'Won: the money came back',
  lost: 'Lost: the money stays with the customer',
};

/** Saves the bundle as a JSON file. */
const saveJson = (filename: string, data: unknown) =>
  saveFile(filename, new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));

/** A booking's chargeback in the admin's queue: what is disputed, by when to answer, and the evidence to answer with. */
export function ChargebackSummary({ quoteId, chargeback }: { quoteId: string; chargeback: ChargebackView }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveJson(`evidence-${quoteId}.json`, await loadEvidenceBundle(quoteId));
    } catch (error) {
      notify.failure('The evidence could not be gathered', error);
    } finally {
      setBusy(false);
    }
  };
  const what = chargeback.part ? PART_LABELS[chargeback.part] : 'a charge';
  const awaitingEvidence = chargeback.status === 'needs_response' && !chargeback.evidence_submitted_at;
  return (
    <Alert
      color="red"
      variant="light"
      title={`Chargeback: ${STATUS_LABELS[chargeback.status]}`}
      data-testid="chargeback"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          The customer’s bank disputes {what} ({formatDollars(chargeback.amount)}, reason:{' '}
          {chargeback.reason.replaceAll('_', ' ')}), opened {formatInstantDay(chargeback.opened_at)}. Answer by{' '}
          {formatInstantDay(chargeback.evidence_due_by)}; the company is paid nothing of it meanwhile.
        </Text>
        {chargeback.evidence_submitted_at && (
          <Text size="sm" fw={600} data-testid="evidence-sent">
            {CHARGEBACK_MESSAGES.submitted(formatInstantDay(chargeback.evidence_submitted_at))}
          </Text>
        )}
        <Group gap="sm">
          {awaitingEvidence && <SendEvidenceButton quoteId={quoteId} />}
          <Button variant="default" size="sm" onClick={() => void download()} loading={busy}>
            Download the evidence
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
