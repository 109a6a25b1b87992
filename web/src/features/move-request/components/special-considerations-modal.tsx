import { useState } from 'react';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { AppModal } from '@web/components/app-modal';

export const SPECIAL_CONSIDERATIONS_PLACEHOLDER =
  'Large or heavy items (piano, safe, gym equipment)? Anything that needs special packing or crating? ' +
  'Do you need storage or junk removal?';

interface SpecialConsiderationsModalProps {
  opened: boolean;
  onClose: () => void;
  initial: string;
  saving: boolean;
  onSave: (notes: string) => void;
}

/** Free-text notes for the movers (spec section 2: 10 rows, with a prompting placeholder). */
export function SpecialConsiderationsModal({
  opened,
  onClose,
  initial,
  saving,
  onSave,
}: SpecialConsiderationsModalProps) {
  return (
    <AppModal opened={opened} onClose={onClose} title="Special considerations" size="lg" fullScreenOnPhone>
      <NotesForm initial={initial} saving={saving} onCancel={onClose} onSave={onSave} />
    </AppModal>
  );
}

function NotesForm({
  initial,
  saving,
  onCancel,
  onSave,
}: Omit<SpecialConsiderationsModalProps, 'opened' | 'onClose'> & { onCancel: () => void }) {
  const [notes, setNotes] = useState(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave(notes);
      }}
    >
      <Stack gap="md">
        <Textarea
          label="Notes for your movers"
          description="Optional"
          rows={10}
          maxLength={2000}
          placeholder={SPECIAL_CONSIDERATIONS_PLACEHOLDER}
          value={notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Save notes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
