import { SimpleGrid } from '@mantine/core';
import type { SectionId } from '../model/move-request-draft';
import type { SectionSummaries } from '../model/section-summaries';
import { PackingChoice } from './packing-choice';
import { SectionCard } from './section-card';
import { SectionPillBar, type PillSection } from './section-pill-bar';

interface MoveInfoSectionsProps {
  summaries: SectionSummaries;
  isMissing: (id: SectionId) => boolean;
  packing: boolean;
  packingSaving: boolean;
  onPacking: (packing: boolean) => void;
  onOpen: (id: SectionId) => void;
}

/** The five sections of /move-info as shortcut pills (desktop) and as cards, each opening its modal. */
export function MoveInfoSections({
  summaries: { dates, from, to, notes },
  isMissing,
  packing,
  packingSaving,
  onPacking,
  onOpen,
}: MoveInfoSectionsProps) {
  const pills: PillSection[] = [
    { id: 'dates', label: 'Dates', value: dates ?? 'Add dates', incomplete: isMissing('dates') },
    { id: 'from', label: 'From', value: from ?? 'Add location', incomplete: isMissing('from') },
    { id: 'to', label: 'To', value: to ?? 'Add location', incomplete: isMissing('to') },
    { id: 'notes', label: 'Special considerations', value: notes || 'Add notes', incomplete: false },
    { id: 'packing', label: 'Packing', value: packing ? 'Yes' : 'No', incomplete: false },
  ];

  return (
    <>
      <SectionPillBar sections={pills} onOpen={onOpen} />

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <SectionCard
          id="dates"
          title="Move dates"
          summary={dates}
          emptyText="When could you move?"
          incomplete={isMissing('dates')}
          action={{ label: dates ? 'Change dates' : 'Choose dates', onClick: () => onOpen('dates') }}
        />
        <SectionCard id="packing" title="Packing" incomplete={false}>
          <PackingChoice value={packing} saving={packingSaving} onChange={onPacking} />
        </SectionCard>
        <SectionCard
          id="from"
          title="From location"
          summary={from}
          emptyText="Where are you moving from?"
          incomplete={isMissing('from')}
          action={{ label: from ? 'Edit From location' : 'Add From location', onClick: () => onOpen('from') }}
        />
        <SectionCard
          id="to"
          title="To location"
          summary={to}
          emptyText="Where are you moving to?"
          incomplete={isMissing('to')}
          action={{ label: to ? 'Edit To location' : 'Add To location', onClick: () => onOpen('to') }}
        />
      </SimpleGrid>
      <SectionCard
        id="notes"
        title="Special considerations"
        summary={notes ? <span style={{ whiteSpace: 'pre-line' }}>{notes}</span> : null}
        emptyText="Large items, packing or crating, storage, junk removal… (optional)"
        incomplete={false}
        action={{ label: notes ? 'Edit notes' : 'Add notes', onClick: () => onOpen('notes') }}
      />
    </>
  );
}
