import { useState } from 'react';
import { Button, FileInput, Group, Stack, Text, Textarea } from '@mantine/core';
import { DISPUTE_PHOTOS_MAX, DISPUTE_REASON_MAX, DISPUTE_REASON_MIN } from '@schemas/booking-completion';
import { uploadCompanyImage } from '@web/lib/api/upload-company-image';
import { notify } from '@web/lib/notify';
import { useConfirmCompletion, useDisputeBooking } from '../api/completion';
import { COMPLETION_UI as M } from '../completion-messages';
import { formatDeadline } from '@web/components/booking/completion-summary';

/** The customer confirms the completion, or disputes it with a reason and photos, before the deadline. */
export function CompletionAnswer({ quoteId, answerBy }: { quoteId: string; answerBy: string }) {
  const confirm = useConfirmCompletion(quoteId);
  const [disputing, setDisputing] = useState(false);
  return (
    <Stack gap="sm">
      <Text fw={500}>{M.confirmIntro(formatDeadline(answerBy))}</Text>
      {!disputing && (
        <Group gap="sm">
          <Button
            loading={confirm.isPending}
            onClick={() =>
              confirm.mutate(undefined, {
                onSuccess: () => notify.success(M.confirmed),
                onError: (error) => notify.failure(M.confirmFailed, error),
              })
            }
          >
            {M.confirm}
          </Button>
          <Button variant="default" onClick={() => setDisputing(true)}>
            {M.disputeOpen}
          </Button>
        </Group>
      )}
      {disputing && <DisputeForm quoteId={quoteId} onCancel={() => setDisputing(false)} />}
    </Stack>
  );
}

function DisputeForm({ quoteId, onCancel }: { quoteId: string; onCancel: () => void }) {
  const dispute = useDisputeBooking(quoteId);
  const [reason, setReason] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [uploading, setUploading] = useState(false);
  const [tried, setTried] = useState(false);
  const length = reason.trim().length;
  const reasonError =
    tried && (length < DISPUTE_REASON_MIN || length > DISPUTE_REASON_MAX) ? M.disputeReasonHint : null;

  const submit = async () => {
    setTried(true);
    if (length < DISPUTE_REASON_MIN || length > DISPUTE_REASON_MAX) return;
    setUploading(true);
    try {
      const uploaded = await Promise.all(photos.map((file) => uploadCompanyImage(file, 'attachment')));
      await dispute.mutateAsync({ reason: reason.trim(), photo_media_ids: uploaded.map((photo) => photo.mediaId) });
      notify.success(M.disputed);
    } catch (error) {
      notify.failure(M.disputeFailed, error);
    } finally {
      setUploading(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <Text fw={600}>{M.disputeTitle}</Text>
        <Textarea
          label={M.disputeReason}
          description={M.disputeReasonHint}
          autosize
          minRows={3}
          maxLength={DISPUTE_REASON_MAX}
          value={reason}
          error={reasonError}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        <FileInput
          label={M.photos}
          multiple
          clearable
          accept="image/png,image/jpeg"
          value={photos}
          onChange={(files) => setPhotos(files.slice(0, DISPUTE_PHOTOS_MAX))}
          placeholder="Choose photos"
        />
        <Group gap="sm">
          <Button type="submit" variant="light" color="red" loading={uploading || dispute.isPending}>
            {M.sendDispute}
          </Button>
          <Button variant="subtle" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
