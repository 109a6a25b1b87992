import type { LocationInput } from '@schemas/move-requests';
import { formatDateRange } from '@web/lib/calendar/calendar-dates';
import { formatPlace, type MoveRequestDraft } from './move-request-draft';

/** What each section of /move-info holds, as its card and its shortcut pill say it; null while empty. */
export interface SectionSummaries {
  dates: string | null;
  from: string | null;
  to: string | null;
  notes: string;
}

const place = (location: LocationInput | null) => (location ? formatPlace(location) : null);

export function sectionSummaries(draft: MoveRequestDraft): SectionSummaries {
  return {
    dates: draft.start_date && draft.end_date ? formatDateRange(draft.start_date, draft.end_date) : null,
    from: place(draft.from_location),
    to: place(draft.to_location),
    notes: draft.special_considerations.trim(),
  };
}
