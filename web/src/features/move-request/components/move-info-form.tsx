import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { MATCHING_AREA_STATES } from '@schemas/us-states';
import type { MoveRequest } from '@schemas/move-requests';
import type { DraftChange, SectionId } from '../model/move-request-draft';
import { sectionSummaries } from '../model/section-summaries';
import { useMoveInfoForm } from '../model/use-move-info-form';
import { MOVE_REQUEST_MESSAGES } from '../messages';
import { MoveInfoModals } from './move-info-modals';
import { MoveInfoSections } from './move-info-sections';
import { OutOfAreaNotice } from './out-of-area-notice';
import { QuoteChoiceSwitch } from './quote-choice-switch';

/** The five sections, their modals and the submit button of /move-info. */
export function MoveInfoForm({ saved }: { saved: MoveRequest | null }) {
  const [open, setOpen] = useState<SectionId | null>(null);
  const form = useMoveInfoForm(saved, { onUnknownZip: setOpen });
  const { draft, missing } = form;
  const close = () => setOpen(null);
  const setPacking = (packing: boolean) => void form.apply({ is_packing_required: packing });

  /** Saves and closes the modal; a failed save keeps it open for another try. */
  const saveAndClose = async (change: DraftChange) => {
    if (await form.apply(change)) close();
  };

  return (
    <Stack gap="lg">
      <MoveInfoSections
        summaries={sectionSummaries(draft)}
        isMissing={(id) => missing.includes(id)}
        packing={form.packing}
        packingSaving={form.packingSaving}
        onPacking={setPacking}
        onOpen={setOpen}
      />

      <QuoteChoiceSwitch
        value={form.onlyChosen}
        saving={form.onlyChosenSaving}
        onChange={(onlyChosen) => void form.apply({ only_chosen_companies: onlyChosen })}
      />

      {draft.from_location && !MATCHING_AREA_STATES.includes(draft.from_location.state) && <OutOfAreaNotice />}

      <Stack gap="xs" align="stretch">
        {missing.length > 0 && (
          <Text role="alert" c="var(--mantine-color-error)" fw={600}>
            {MOVE_REQUEST_MESSAGES.incomplete}
          </Text>
        )}
        <Button
          size="md"
          loading={form.submitting}
          onClick={() => void form.submit()}
          w={{ base: '100%', sm: 'fit-content' }}
        >
          See moving company matches
        </Button>
      </Stack>

      <MoveInfoModals
        open={open}
        onClose={close}
        draft={draft}
        saving={form.saving}
        unknownZip={form.unknownZip}
        onSave={(change) => void saveAndClose(change)}
        packing={form.packing}
        packingSaving={form.packingSaving}
        onPacking={setPacking}
      />
    </Stack>
  );
}
