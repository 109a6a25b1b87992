import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { MarkMoveRequestInvalidBodySchema } from '@schemas/admin';
import type { OpenLeadReport } from '@schemas/lead-reports';
import { AppModal } from '@web/components/app-modal';
import { useMarkMoveRequestInvalid } from '../api/invalid-move-request';
import { markedInvalidText } from '../model/invalid-move-request-form';
import { REPORTED_LEADS_TEXT as T, invalidReasonFrom, reportedDates, reportedRoute } from '../model/reported-leads';
import type { OutcomeLineState } from './use-outcome-line';

type ReasonForm = { reason: string };
const resolver = zodResolver(MarkMoveRequestInvalidBodySchema) as unknown as Resolver<ReasonForm>;

interface MarkReportedMoveInvalidDialogProps {
  /** The report whose move is to be marked invalid; null: closed. */
  report: OpenLeadReport | null;
  onClose: () => void;
  outcome: OutcomeLineState;
}

/** The confirmation before a reported move is marked invalid, with the reason kept on the move (the company's, to start from). */
export function MarkReportedMoveInvalidDialog({ report, onClose, outcome }: MarkReportedMoveInvalidDialogProps) {
  return (
    <AppModal opened={report !== null} onClose={onClose} title={T.confirmTitle}>
      {report && <ConfirmForm report={report} onDone={onClose} outcome={outcome} />}
    </AppModal>
  );
}

function ConfirmForm({
  report,
  onDone,
  outcome,
}: {
  report: OpenLeadReport;
  onDone: () => void;
  outcome: OutcomeLineState;
}) {
  const mark = useMarkMoveRequestInvalid();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReasonForm>({ resolver, defaultValues: { reason: invalidReasonFrom(report) } });
  const onValid = ({ reason }: ReasonForm) =>
    mark.mutate(
      { id: report.move_request_id, reason },
      {
        onSuccess: (result) => outcome.show('success', markedInvalidText(result.tokens_refunded)),
        onError: (error) => outcome.fail(T.markFailed, error),
        onSettled: onDone,
      },
    );
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate aria-label={T.confirmTitle}>
      <Stack gap="md">
        <Stack gap={4}>
          <Text size="sm" fw={700}>
            {reportedRoute(report.move)}
            {report.move ? ` · ${reportedDates(report.move)}` : ''}
          </Text>
          <Text size="sm">{T.confirmText}</Text>
        </Stack>
        <Textarea
          label={T.confirmReason}
          description={T.confirmReasonHint}
          autosize
          minRows={2}
          maxLength={500}
          withAsterisk
          error={errors.reason?.message}
          {...register('reason')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {T.cancel}
          </Button>
          <Button type="submit" color="red.9" loading={mark.isPending}>
            {T.markInvalid}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
