import { useState } from 'react';
import { Alert, Anchor, Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { SUPPORT_EMAIL } from '@schemas/constants';
import { MATCHING_AREA_STATES } from '@schemas/us-states';
import type { LocationInput, MoveRequest } from '@schemas/move-requests';
import { formatDateRange } from '@web/lib/calendar/calendar-dates';
import { formatPlace, type DraftChange, type SectionId } from '../model/move-request-draft';
import { useMoveInfoForm } from '../model/use-move-info-form';
import { MOVE_REQUEST_MESSAGES } from '../messages';
import { DateRangeModal } from './date-range-modal';
import { LocationModal } from './location-modal';
import { PackingChoice } from './packing-choice';
import { SectionCard } from './section-card';
import { AppModal } from '@web/components/app-modal';
import { SectionPillBar, type PillSection } from './section-pill-bar';
import { SpecialConsiderationsModal } from './special-considerations-modal';

/** The five sections, their modals and the submit button of /move-info. */
export function MoveInfoForm({ saved }: { saved: MoveRequest | null }) {
  const form = useMoveInfoForm(saved);
  const { draft, missing } = form;
  const [open, setOpen] = useState<SectionId | null>(null);
  const close = () => setOpen(null);
  const isMissing = (id: SectionId) => missing.includes(id);

  /** Saves and closes the modal; a failed save keeps it open for another try. */
  const saveAndClose = async (change: DraftChange) => {
    if (await form.apply(change)) close();
  };

  const dates = draft.start_date && draft.end_date ? formatDateRange(draft.start_date, draft.end_date) : null;
  const place = (location: LocationInput | null) => (location ? formatPlace(location) : null);
  const notes = draft.special_considerations.trim();

  const pills: PillSection[] = [
    { id: 'dates', label: 'Dates', value: dates ?? 'Add dates', incomplete: isMissing('dates') },
    { id: 'from', label: 'From', value: place(draft.from_location) ?? 'Add location', incomplete: isMissing('from') },
    { id: 'to', label: 'To', value: place(draft.to_location) ?? 'Add location', incomplete: isMissing('to') },
    { id: 'notes', label: 'Special considerations', value: notes || 'Add notes', incomplete: false },
    { id: 'packing', label: 'Packing', value: form.packing ? 'Yes' : 'No', incomplete: false },
  ];

  return (
    <Stack gap="lg">
      <SectionPillBar sections={pills} onOpen={setOpen} />

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <SectionCard
          id="dates"
          title="Move dates"
          summary={dates}
          emptyText="When could you move?"
          incomplete={isMissing('dates')}
          action={{ label: dates ? 'Change dates' : 'Choose dates', onClick: () => setOpen('dates') }}
        />
        <SectionCard id="packing" title="Packing" incomplete={false}>
          <PackingChoice
            value={form.packing}
            saving={form.packingSaving}
            onChange={(packing) => void form.apply({ is_packing_required: packing })}
          />
        </SectionCard>
        <SectionCard
          id="from"
          title="From location"
          summary={place(draft.from_location)}
          emptyText="Where are you moving from?"
          incomplete={isMissing('from')}
          action={{
            label: draft.from_location ? 'Edit From location' : 'Add From location',
            onClick: () => setOpen('from'),
          }}
        />
        <SectionCard
          id="to"
          title="To location"
          summary={place(draft.to_location)}
          emptyText="Where are you moving to?"
          incomplete={isMissing('to')}
          action={{ label: draft.to_location ? 'Edit To location' : 'Add To location', onClick: () => setOpen('to') }}
        />
      </SimpleGrid>
      <SectionCard
        id="notes"
        title="Special considerations"
        summary={notes ? <span style={{ whiteSpace: 'pre-line' }}>{notes}</span> : null}
        emptyText="Large items, packing or crating, storage, junk removal… (optional)"
        incomplete={false}
        action={{ label: notes ? 'Edit notes' : 'Add notes', onClick: () => setOpen('notes') }}
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

      <DateRangeModal
        opened={open === 'dates'}
        onClose={close}
        initial={{ start: draft.start_date, end: draft.end_date }}
        saving={form.saving}
        onSave={(range) => void saveAndClose(range)}
      />
      {(['from', 'to'] as const).map((side) => (
        <LocationModal
          key={side}
          direction={side === 'from' ? 'From' : 'To'}
          opened={open === side}
          onClose={close}
          initial={side === 'from' ? draft.from_location : draft.to_location}
          saving={form.saving}
          onSave={(location) =>
            void saveAndClose(side === 'from' ? { from_location: location } : { to_location: location })
          }
        />
      ))}
      <SpecialConsiderationsModal
        opened={open === 'notes'}
        onClose={close}
        initial={draft.special_considerations}
        saving={form.saving}
        onSave={(text) => void saveAndClose({ special_considerations: text })}
      />
      <AppModal opened={open === 'packing'} onClose={close} title="Packing" size="md" fullScreenOnPhone>
        <Stack gap="md">
          <PackingChoice
            value={form.packing}
            saving={form.packingSaving}
            onChange={(packing) => void form.apply({ is_packing_required: packing })}
          />
          <Button onClick={close} style={{ alignSelf: 'flex-end' }}>
            Done
          </Button>
        </Stack>
      </AppModal>
    </Stack>
  );
}

/**
 * Matching covers moves leaving North or South Carolina (functions/matches): said before the
 * customer submits, not after as "widen your dates".
 */
function OutOfAreaNotice() {
  return (
    <Alert color="yellow" variant="light" title="Our movers cover North and South Carolina" data-testid="out-of-area">
      Your move starts outside the Carolinas, so none of our vetted companies can take it yet. Contact support at{' '}
      <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor> and we'll help you find a mover.
    </Alert>
  );
}
