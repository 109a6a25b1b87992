import type { LocationInput } from '@schemas/move-requests';
import { LocationForm } from './location-form';
import { AppModal } from '@web/components/app-modal';

interface LocationModalProps {
  direction: 'From' | 'To';
  opened: boolean;
  onClose: () => void;
  initial: LocationInput | null;
  saving: boolean;
  onSave: (location: LocationInput) => void;
}

/** 'Location From' or 'Location To' (spec section 2). */
export function LocationModal({ direction, opened, onClose, initial, saving, onSave }: LocationModalProps) {
  return (
    <AppModal opened={opened} onClose={onClose} title={`Location ${direction}`} size="lg" fullScreenOnPhone>
      <LocationForm initial={initial} saving={saving} onCancel={onClose} onSave={onSave} />
    </AppModal>
  );
}
