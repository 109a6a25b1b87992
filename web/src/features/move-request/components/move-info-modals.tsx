import { Button, Stack } from '@mantine/core';
import { AppModal } from '@web/components/app-modal';
import type { DraftChange, MoveRequestDraft, SectionId } from '../model/move-request-draft';
import type { UnknownZip } from '../model/unknown-zip';
import { DateRangeModal } from './date-range-modal';
import { LocationModal } from './location-modal';
import { PackingChoice } from './packing-choice';
import { SpecialConsiderationsModal } from './special-considerations-modal';

interface MoveInfoModalsProps {
  /** The section whose modal is open, if any. */
  open: SectionId | null;
  onClose: () => void;
  draft: MoveRequestDraft;
  saving: boolean;
  /** A location ZIP code the server did not find: shown at that location's ZIP field. */
  unknownZip: UnknownZip | null;
  /** Saves a modal's change; the modal closes once it is kept. */
  onSave: (change: DraftChange) => void;
  packing: boolean;
  packingSaving: boolean;
  onPacking: (packing: boolean) => void;
}

/** The modal of each /move-info section: dates, From, To, special considerations, packing. */
export function MoveInfoModals({
  open,
  onClose,
  draft,
  saving,
  unknownZip,
  onSave,
  packing,
  packingSaving,
  onPacking,
}: MoveInfoModalsProps) {
  return (
    <>
      <DateRangeModal
        opened={open === 'dates'}
        onClose={onClose}
        initial={{ start: draft.start_date, end: draft.end_date }}
        saving={saving}
        onSave={onSave}
      />
      {(['from', 'to'] as const).map((side) => (
        <LocationModal
          key={side}
          direction={side === 'from' ? 'From' : 'To'}
          opened={open === side}
          onClose={onClose}
          initial={side === 'from' ? draft.from_location : draft.to_location}
          saving={saving}
          zipRefusal={unknownZip?.side === side ? unknownZip : undefined}
          onSave={(location) => onSave(side === 'from' ? { from_location: location } : { to_location: location })}
        />
      ))}
      <SpecialConsiderationsModal
        opened={open === 'notes'}
        onClose={onClose}
        initial={draft.special_considerations}
        saving={saving}
        onSave={(text) => onSave({ special_considerations: text })}
      />
      <AppModal opened={open === 'packing'} onClose={onClose} title="Packing" size="md" fullScreenOnPhone>
        <Stack gap="md">
          <PackingChoice value={packing} saving={packingSaving} onChange={onPacking} />
          <Button onClick={onClose} style={{ alignSelf: 'flex-end' }}>
            Done
          </Button>
        </Stack>
      </AppModal>
    </>
  );
}
