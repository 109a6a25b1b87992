import type { LocationInput } from '@schemas/move-requests';
import { LocationForm, type ZipRefusal } from './location-form';
import { AppModal } from '@web/components/app-modal';

interface LocationModalProps {
  direction: 'From' | 'To';
  opened: boolean;
  onClose: () => void;
  initial: LocationInput | null;
  saving: boolean;
  /** The server's refusal of a ZIP code, shown at that field while it is typed there. */
  zipRefusal?: ZipRefusal;
  onSave: (location: LocationInput) => void;
}

/** 'Location From' or 'Location To' (spec section 2). */
export function LocationModal({ direction, opened, onClose, initial, saving, zipRefusal, onSave }: LocationModalProps) {
  return (
    <AppModal opened={opened} onClose={onClose} title={`Location ${direction}`} size="lg" fullScreenOnPhone>
      <LocationForm initial={initial} saving={saving} zipRefusal={zipRefusal} onCancel={onClose} onSave={onSave} />
    </AppModal>
  );
}
