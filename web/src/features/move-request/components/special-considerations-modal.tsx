import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { AppModal } from '@web/components/app-modal';
import { notesFormResolver, type NotesFormValues } from '../model/notes-form';

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
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NotesFormValues>({
    resolver: notesFormResolver,
    defaultValues: { special_considerations: initial },
  });
  return (
    <form onSubmit={handleSubmit((values) => onSave(values.special_considerations))} noValidate>
      <Stack gap="md">
        <Textarea
          label="Notes for your movers"
          description="Optional"
          rows={10}
          maxLength={2000}
          placeholder={SPECIAL_CONSIDERATIONS_PLACEHOLDER}
          error={errors.special_considerations?.message}
          data-autofocus
          {...register('special_considerations')}
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
