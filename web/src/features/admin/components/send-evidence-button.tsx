import { useState } from 'react';
import { Button, Text, Textarea } from '@mantine/core';
import { AppDialog } from '@web/components/app-modal';
import { notify } from '@web/lib/notify';
import { useSubmitChargebackEvidence } from '../api/booking-queue';

export const SEND_EVIDENCE_TEXT = {
  open: 'Send evidence to Stripe',
  title: 'Send the evidence to the bank?',
  body: 'MoveMatch sends the booking’s terms, the documents the customer confirmed, the move-day records, the completion and the customer’s answer to Stripe, and submits them to the customer’s bank. It can be sent once: afterwards the bank reviews it and decides.',
  note: 'Note to the bank (optional)',
  noteHint: 'Anything the records do not say, in your own words (at most 2,000 characters)',
  back: 'Go back',
  confirm: 'Send and submit',
  sent: 'The evidence is sent to Stripe and submitted to the bank.',
} as const;

/** The admin answers a chargeback from MoveMatch: a note, a confirmation, then the evidence goes to Stripe. */
export function SendEvidenceButton({ quoteId }: { quoteId: string }) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const submit = useSubmitChargebackEvidence();
  const send = () =>
    submit.mutate(
      { id: quoteId, note },
      {
        onSuccess: () => {
          setOpen(false);
          notify.success(SEND_EVIDENCE_TEXT.sent);
        },
        onError: (error) => notify.failure('The evidence could not be sent', error),
      },
    );
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        {SEND_EVIDENCE_TEXT.open}
      </Button>
      <AppDialog
        opened={open}
        title={SEND_EVIDENCE_TEXT.title}
        onClose={() => setOpen(false)}
        actions={
          <>
            <Button variant="default" onClick={() => setOpen(false)} disabled={submit.isPending}>
              {SEND_EVIDENCE_TEXT.back}
            </Button>
            <Button loading={submit.isPending} onClick={send}>
              {SEND_EVIDENCE_TEXT.confirm}
            </Button>
          </>
        }
      >
        <Text size="sm">{SEND_EVIDENCE_TEXT.body}</Text>
        <Textarea
          label={SEND_EVIDENCE_TEXT.note}
          description={SEND_EVIDENCE_TEXT.noteHint}
          autosize
          minRows={3}
          maxLength={2000}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
      </AppDialog>
    </>
  );
}
