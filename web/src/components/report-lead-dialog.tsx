import { useState } from 'react';
import { Alert, Button, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import {
  LEAD_REPORT_MESSAGES,
  LEAD_REPORT_NOTE_MAX,
  LEAD_REPORT_REASON_LABELS,
  LEAD_REPORT_REASONS,
  LeadReportBodySchema,
  type LeadReportBody,
} from '@schemas/lead-reports';
import { useReportLead } from '@web/lib/api/lead-reports';
import { isApiError } from '@web/lib/api-error';
import { failureText, notify } from '@web/lib/notify';
import { AppModal } from './app-modal';

export const REPORT_LEAD_TEXT = {
  open: 'Report this lead',
  title: 'Report this lead',
  intro:
    'Tell MoveMatch why this lead is not a move you can work. An admin checks it; when the move is found invalid, every token spent on it comes back.',
  reason: 'Reason',
  reasonPlaceholder: 'Choose a reason',
  note: 'Note (optional)',
  noteHint: `What you found, e.g. the phone number does not work. At most ${LEAD_REPORT_NOTE_MAX} characters.`,
  send: 'Send report',
  cancel: 'Cancel',
  close: 'Close',
  failed: 'Failed to send the report',
  reported: LEAD_REPORT_MESSAGES.reported,
  alreadyReported: LEAD_REPORT_MESSAGES.alreadyReported,
} as const;

const REASON_OPTIONS = LEAD_REPORT_REASONS.map((value) => ({ value, label: LEAD_REPORT_REASON_LABELS[value] }));
const resolver = zodResolver(LeadReportBodySchema) as unknown as Resolver<LeadReportBody>;

/** The lead a report names: its id and how the page shows it ('Harper · Cary, NC to Charleston, SC'). */
export interface ReportedLead {
  id: string;
  label: string;
}

interface ReportLeadDialogProps {
  /** The lead being reported; null: closed. */
  lead: ReportedLead | null;
  onClose: () => void;
}

/**
 * 'Report this lead' on both lead pages: a reason from the contract's list and an optional
 * note. A second report of the same lead (409) says so in the dialog; success closes it with a toast.
 */
export function ReportLeadDialog({ lead, onClose }: ReportLeadDialogProps) {
  return (
    <AppModal opened={lead !== null} onClose={onClose} title={REPORT_LEAD_TEXT.title}>
      {lead && <ReportLeadForm lead={lead} onDone={onClose} />}
    </AppModal>
  );
}

function ReportLeadForm({ lead, onDone }: { lead: ReportedLead; onDone: () => void }) {
  const report = useReportLead();
  const [refusal, setRefusal] = useState<string | null>(null);
  const alreadyReported = refusal === REPORT_LEAD_TEXT.alreadyReported;
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LeadReportBody>({ resolver, defaultValues: { note: '' } });

  const onValid = (body: LeadReportBody) => {
    setRefusal(null);
    report.mutate(
      { moveRequestId: lead.id, body },
      {
        onSuccess: () => {
          notify.success(REPORT_LEAD_TEXT.reported);
          onDone();
        },
        onError: (error) =>
          setRefusal(
            isApiError(error) && error.status === 409
              ? REPORT_LEAD_TEXT.alreadyReported
              : failureText(REPORT_LEAD_TEXT.failed, error),
          ),
      },
    );
  };

  return (
    <form onSubmit={handleSubmit(onValid)} noValidate aria-label={REPORT_LEAD_TEXT.title}>
      <Stack gap="md">
        <Stack gap={4}>
          <Text size="sm" fw={700} style={{ overflowWrap: 'anywhere' }}>
            {lead.label}
          </Text>
          <Text size="sm">{REPORT_LEAD_TEXT.intro}</Text>
        </Stack>
        <Controller
          control={control}
          name="reason"
          render={({ field }) => (
            <Select
              label={REPORT_LEAD_TEXT.reason}
              placeholder={REPORT_LEAD_TEXT.reasonPlaceholder}
              data={REASON_OPTIONS}
              value={field.value ?? null}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              allowDeselect={false}
              withAsterisk
              error={errors.reason?.message}
              data-autofocus
            />
          )}
        />
        <Textarea
          label={REPORT_LEAD_TEXT.note}
          description={REPORT_LEAD_TEXT.noteHint}
          autosize
          minRows={2}
          maxLength={LEAD_REPORT_NOTE_MAX}
          error={errors.note?.message}
          {...register('note')}
        />
        {refusal && (
          <Alert color={alreadyReported ? 'yellow' : 'red'} variant="light" role="alert" py="xs">
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          {alreadyReported ? (
            <Button onClick={onDone}>{REPORT_LEAD_TEXT.close}</Button>
          ) : (
            <>
              <Button variant="default" onClick={onDone}>
                {REPORT_LEAD_TEXT.cancel}
              </Button>
              <Button type="submit" loading={report.isPending}>
                {REPORT_LEAD_TEXT.send}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </form>
  );
}
