import { useState } from 'react';
import { Alert, Button, FileInput, Group, NumberInput, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { CLAIM_PHOTOS_MAX, claimFilingDeadline, MAX_CLAIM_ITEMS, type ClaimItemInput } from '@schemas/claims';
import { formatCalendarDay } from '@schemas/date-text';
import { useInventory } from '@web/lib/api/inventory';
import { uploadCompanyImage } from '@web/lib/api/upload-company-image';
import { refusalReason } from '@web/lib/notify';
import { useClaimActions } from '../api/claims';
import { ClaimInventoryPicker } from './claim-inventory-picker';

const emptyItem = (): ClaimItemInput => ({ name: '', weight_lb: null, amount: 0, inventory_line: null });

/**
 * The customer's claim form: each lost or damaged item (typed, or picked from the move's
 * inventory with its listed weight, which prices released value) and what it cost, what
 * happened, and photos. The server checks every field, the photos and the 9 months.
 */
export function FileClaimForm(props: { quoteId: string; moveDay: string; moveRequestId: string }) {
  const { file } = useClaimActions(props.quoteId);
  const inventory = useInventory(props.moveRequestId, { retry: false });
  const [items, setItems] = useState<ClaimItemInput[]>([emptyItem()]);
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const change = (index: number, patch: Partial<ClaimItemInput>) =>
    setItems((all) => all.map((item, at) => (at === index ? { ...item, ...patch } : item)));
  const addItem = (item: ClaimItemInput) =>
    setItems((all) => {
      const kept = all.filter((row) => row.name.trim() !== '' || row.amount > 0);
      return [...kept, item].slice(0, MAX_CLAIM_ITEMS);
    });
  const submit = async () => {
    setUploadError(null);
    setUploading(true);
    try {
      const uploaded = await Promise.all(photos.map((photo) => uploadCompanyImage(photo, 'attachment')));
      file.mutate({ items, description, photo_media_ids: uploaded.map((photo) => photo.mediaId) });
    } catch (error) {
      setUploadError(error instanceof Error ? error.message : 'A photo could not be uploaded.');
    } finally {
      setUploading(false);
    }
  };
  const listed = inventory.data?.rooms.some((room) => room.lines.length > 0) ? inventory.data : null;
  return (
    <Stack
      gap="sm"
      component="form"
      aria-label="File a claim"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Text size="sm">
        Something lost or damaged? File a claim by {formatCalendarDay(claimFilingDeadline(props.moveDay))} (9 months
        after the move). The company must acknowledge it within 30 days and decide within 120.
      </Text>
      {listed && items.length < MAX_CLAIM_ITEMS && <ClaimInventoryPicker inventory={listed} onPick={addItem} />}
      {items.map((item, index) => (
        <Group key={index} align="flex-end" gap="sm" wrap="wrap" data-testid="claim-item-row">
          <TextInput
            label={`Item ${index + 1}`}
            description={item.inventory_line ? `From your inventory (${item.inventory_line.room})` : undefined}
            value={item.name}
            readOnly={Boolean(item.inventory_line)}
            onChange={(event) => change(index, { name: event.currentTarget.value })}
            required
          />
          <NumberInput
            label="Weight (lb)"
            value={item.weight_lb ?? ''}
            readOnly={Boolean(item.inventory_line)}
            onChange={(value) => change(index, { weight_lb: typeof value === 'number' ? value : null })}
            min={1}
            w={120}
          />
          <NumberInput
            label="Amount ($)"
            value={item.amount || ''}
            onChange={(value) => change(index, { amount: typeof value === 'number' ? value : 0 })}
            min={1}
            w={140}
            required
          />
        </Group>
      ))}
      {items.length < MAX_CLAIM_ITEMS && (
        <Group>
          <Button variant="default" size="xs" onClick={() => setItems((all) => [...all, emptyItem()])}>
            Add an item
          </Button>
        </Group>
      )}
      <Textarea
        label="What happened"
        value={description}
        onChange={(event) => setDescription(event.currentTarget.value)}
        autosize
        minRows={3}
        required
      />
      <FileInput
        label={`Photos of the damage (optional, up to ${CLAIM_PHOTOS_MAX})`}
        multiple
        clearable
        clearButtonProps={{ 'aria-label': 'Remove the photos' }}
        accept="image/png,image/jpeg"
        value={photos}
        onChange={(files) => setPhotos(files.slice(0, CLAIM_PHOTOS_MAX))}
        placeholder="Choose photos"
      />
      {(uploadError || file.isError) && (
        <Alert color="red" role="alert" title="The claim was not filed">
          {uploadError ?? refusalReason(file.error) ?? 'Please try again.'}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button type="submit" loading={uploading || file.isPending}>
          File the claim
        </Button>
      </Group>
    </Stack>
  );
}
