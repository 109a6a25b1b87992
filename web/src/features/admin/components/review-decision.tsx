import { useState } from 'react';
import { Button, Group, Select, Stack } from '@mantine/core';
import { HIDE_REASONS, type HideReason } from '@schemas/reviews';
import { useHideReview, useKeepReview } from '../api/review-reports';
import { HIDE_REASON_OPTIONS, REPORTED_REVIEWS_TEXT, type ReportRow } from '../model/reported-reviews';
import type { OutcomeLineState } from './use-outcome-line';

const isHideReason = (value: string | null): value is HideReason =>
  (HIDE_REASONS as readonly string[]).includes(value ?? '');

/**
 * The admin's decision on a reported review: 'Hide' with one of the four listed reasons
 * (required: the button waits for it), or 'Keep review' (the reports close, the review stays as
 * it is). A review already hidden can only be kept.
 */
export function ReviewDecision({ row, outcome }: { row: ReportRow; outcome: OutcomeLineState }) {
  const hide = useHideReview();
  const keep = useKeepReview();
  const [reason, setReason] = useState<string | null>(null);
  const id = row.review.id;
  const company = row.company_name;
  const busy = hide.isPending || keep.isPending;
  const onKeep = () =>
    keep.mutate(id, {
      onSuccess: () => outcome.show('success', REPORTED_REVIEWS_TEXT.kept(company)),
      onError: (error) => outcome.fail(REPORTED_REVIEWS_TEXT.keepFailed, error),
    });
  const keepButton = (
    <Button variant="default" onClick={onKeep} loading={keep.isPending} disabled={busy}>
      {REPORTED_REVIEWS_TEXT.keep}
    </Button>
  );
  if (row.review.hidden_text) return <Group>{keepButton}</Group>;
  return (
    <form
      aria-label={`Decide on the review of ${company} by ${row.review.reviewer_name}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!isHideReason(reason)) return;
        hide.mutate(
          { id, reason },
          {
            onSuccess: () => outcome.show('success', REPORTED_REVIEWS_TEXT.hidden(company)),
            onError: (error) => outcome.fail(REPORTED_REVIEWS_TEXT.hideFailed, error),
          },
        );
      }}
    >
      <Stack gap="xs">
        <Select
          label={REPORTED_REVIEWS_TEXT.hideReason}
          description={REPORTED_REVIEWS_TEXT.hideReasonHint}
          placeholder="Choose a listed reason"
          data={HIDE_REASON_OPTIONS}
          value={reason}
          onChange={setReason}
          allowDeselect={false}
          required
        />
        <Group gap="sm">
          <Button type="submit" color="red" disabled={!isHideReason(reason) || busy} loading={hide.isPending}>
            {REPORTED_REVIEWS_TEXT.hide}
          </Button>
          {keepButton}
        </Group>
      </Stack>
    </form>
  );
}
