import { Button, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { REPORT_NOTE_MAX, type PublicReview } from '@schemas/reviews';
import { AppModal } from '@web/components/app-modal';
import { notify } from '@web/lib/notify';
import { useReportReview } from '../api/company-reviews';
import { REVIEW_SECTION_MESSAGES as M } from '../messages';
import {
  EMPTY_REPORT,
  REPORT_REASON_OPTIONS,
  reportReviewResolver,
  type ReportReviewFormValues,
} from '../model/report-review-form';

interface ReportReviewDialogProps {
  /** The review being reported; null: closed. */
  review: PublicReview | null;
  onClose: () => void;
}

/** Report a review to MoveMatch: a reason from the list (the hide reasons, or something else) and a note. */
export function ReportReviewDialog({ review, onClose }: ReportReviewDialogProps) {
  return (
    <AppModal opened={review !== null} onClose={onClose} title={M.reportTitle}>
      {review && <ReportReviewForm review={review} onDone={onClose} />}
    </AppModal>
  );
}

function ReportReviewForm({ review, onDone }: { review: PublicReview; onDone: () => void }) {
  const report = useReportReview();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReportReviewFormValues>({ resolver: reportReviewResolver, defaultValues: EMPTY_REPORT });

  const onValid = (body: ReportReviewFormValues) =>
    report.mutate(
      { reviewId: review.id, body },
      {
        onSuccess: () => {
          notify.success(M.reportSent);
          onDone();
        },
        onError: (error) => notify.failure(M.reportFailed, error),
      },
    );

  return (
    <form onSubmit={handleSubmit(onValid)} noValidate aria-label={M.reportTitle}>
      <Stack gap="md">
        <Stack gap={4}>
          <Text size="sm" fw={700}>
            Review by {review.reviewer_name}
          </Text>
          <Text size="sm">{M.reportIntro}</Text>
        </Stack>
        <Controller
          control={control}
          name="reason"
          render={({ field }) => (
            <Radio.Group
              label={M.reportReason}
              withAsterisk
              value={field.value ?? null}
              onChange={field.onChange}
              error={errors.reason?.message}
            >
              <Stack gap="xs" mt="xs">
                {REPORT_REASON_OPTIONS.map((option) => (
                  <Radio key={option.value} value={option.value} label={option.label} />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
        <Textarea
          label={M.reportNote}
          description={`At most ${REPORT_NOTE_MAX} characters`}
          autosize
          minRows={2}
          maxLength={REPORT_NOTE_MAX}
          error={errors.note?.message}
          {...register('note')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {M.reportCancel}
          </Button>
          <Button type="submit" loading={report.isPending}>
            {M.reportSend}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
