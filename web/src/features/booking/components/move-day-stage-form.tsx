import { useState } from 'react';
import { Button, Checkbox, FileInput, Group, Paper, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  ITEM_CONDITION_LABELS,
  ITEM_CONDITIONS,
  MOVE_DAY_LIMITS,
  MOVE_DAY_MESSAGES,
  uncheckedCount,
  type MoveDayStageView,
} from '@schemas/move-day-record';
import { uploadCompanyImage } from '@web/lib/api/upload-company-image';
import { notify } from '@web/lib/notify';
import { useRecordMoveDayStage } from '../api/move-day-record';
import { bodyOf, draftOf, itemLabel, type MoveDayDraft } from '../model/move-day-draft';

const CONDITION_OPTIONS = ITEM_CONDITIONS.map((value) => ({ value, label: ITEM_CONDITION_LABELS[value] }));

/**
 * The crew's check of one stage on a phone: each line of the booked inventory checked off with
 * its condition and a note, the exceptions and photos; Save keeps the progress. Then the customer
 * types their full name on the same screen and signs.
 */
export function MoveDayStageForm(props: { quoteId: string; stage: MoveDayStageView; customerName: string }) {
  const { quoteId, stage, customerName } = props;
  const record = useRecordMoveDayStage(quoteId, stage.stage);
  const [draft, setDraft] = useState<MoveDayDraft>(() => draftOf(stage));
  const [files, setFiles] = useState<File[]>([]);
  const [uploading, setUploading] = useState(false);
  const left = uncheckedCount(draft.items);
  const busy = record.isPending || uploading;

  const setItem = (index: number, change: Partial<MoveDayDraft['items'][number]>) =>
    setDraft((current) => ({
      ...current,
      items: current.items.map((item, at) => (at === index ? { ...item, ...change } : item)),
    }));

  const submit = async (signedName?: string) => {
    setUploading(true);
    try {
      const uploaded = await Promise.all(files.map((file) => uploadCompanyImage(file, 'attachment')));
      setUploading(false);
      await record.mutateAsync({
        body: bodyOf(
          draft,
          uploaded.map((photo) => photo.mediaId),
        ),
        signedName,
      });
      setFiles([]);
      notify.success(signedName === undefined ? MOVE_DAY_MESSAGES.saved : MOVE_DAY_MESSAGES.signedToast);
    } catch (error) {
      notify.failure(signedName === undefined ? 'Failed to save the record' : 'Failed to sign the record', error);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack gap="sm" data-testid={`move-day-form-${stage.stage.toLowerCase()}`}>
      {draft.items.length === 0 && (
        <Text size="sm">The customer listed no inventory: note what you moved under Exceptions.</Text>
      )}
      {stage.items.map((line, index) => {
        const item = draft.items[index];
        const n = index + 1;
        return (
          <Paper key={index} withBorder radius="sm" p="sm">
            <Stack gap="xs">
              <Checkbox
                label={itemLabel(line)}
                checked={item.checked}
                onChange={(event) => setItem(index, { checked: event.currentTarget.checked })}
              />
              <Group gap="sm" align="flex-start" wrap="wrap">
                <Select
                  label={`Condition, item ${n}`}
                  data={CONDITION_OPTIONS}
                  value={item.condition}
                  onChange={(value) => setItem(index, { condition: value ?? 'GOOD' })}
                  allowDeselect={false}
                  w={{ base: '100%', xs: 160 }}
                />
                <TextInput
                  label={`Note, item ${n}`}
                  value={item.note}
                  maxLength={MOVE_DAY_LIMITS.note}
                  onChange={(event) => setItem(index, { note: event.currentTarget.value })}
                  style={{ flex: 1, minWidth: 200 }}
                />
              </Group>
            </Stack>
          </Paper>
        );
      })}
      <Textarea
        label="Exceptions"
        description="Anything not on the list, damage found, goods left behind"
        autosize
        minRows={2}
        maxLength={MOVE_DAY_LIMITS.exceptions}
        value={draft.exceptions}
        onChange={(event) => setDraft({ ...draft, exceptions: event.currentTarget.value })}
      />
      <FileInput
        label={`Photos (${draft.photoIds.length} saved, up to ${MOVE_DAY_LIMITS.photos})`}
        multiple
        clearable
        accept="image/png,image/jpeg"
        value={files}
        onChange={(chosen) => setFiles(chosen.slice(0, Math.max(0, MOVE_DAY_LIMITS.photos - draft.photoIds.length)))}
        placeholder="Choose photos"
      />
      <Group>
        <Button variant="light" loading={busy} onClick={() => void submit()}>
          Save the record
        </Button>
      </Group>
      <Paper withBorder radius="sm" p="sm" bg="gray.0">
        <Stack gap="xs">
          <Text size="sm" fw={700}>
            The customer signs
          </Text>
          <Text size="sm">
            {left > 0
              ? MOVE_DAY_MESSAGES.unchecked(left)
              : `Hand the phone to ${customerName}: they read the list and type their full name to sign it.`}
          </Text>
          <TextInput
            label="Customer’s full name"
            autoComplete="off"
            value={draft.signedName}
            onChange={(event) => setDraft({ ...draft, signedName: event.currentTarget.value })}
          />
          <Group>
            <Button
              loading={busy}
              disabled={left > 0 || draft.signedName.trim() === ''}
              onClick={() => void submit(draft.signedName)}
            >
              Sign the record
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
