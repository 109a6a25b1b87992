import { Box } from '@mantine/core';
import type { SectionId } from '../model/move-request-draft';
import classes from './section-pill-bar.module.css';

export interface PillSection {
  id: SectionId;
  label: string;
  value: string;
  incomplete: boolean;
}

/** Desktop shortcut row (spec section 2): the same five sections, opening the same modals. */
export function SectionPillBar({ sections, onOpen }: { sections: PillSection[]; onOpen: (id: SectionId) => void }) {
  return (
    <Box visibleFrom="sm" className={classes.bar} role="group" aria-label="Move details shortcuts">
      {sections.map((section) => (
        <button
          key={section.id}
          type="button"
          className={classes.pill}
          data-incomplete={section.incomplete || undefined}
          onClick={() => onOpen(section.id)}
        >
          {/* The name is the visible text, 'Dates Dec 14 – Dec 16, 2026' (no aria-label that differs). */}
          <span className={classes.label}>{section.label}</span>
          <span className={classes.value}>{section.value}</span>
        </button>
      ))}
    </Box>
  );
}
