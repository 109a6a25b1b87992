import type { CreateMoveRequestBody, LocationInput, MoveRequest, UpdateMoveRequestBody } from '@schemas/move-requests';
import { ONLY_CHOSEN_COMPANIES_DEFAULT } from '@schemas/quote-choice';

/*
 * The /move-info form's values: kept locally until the first submit creates the request,
 * then read from the saved request (spec section 4, Move request form).
 */

export interface MoveRequestDraft {
  start_date: string | null;
  end_date: string | null;
  from_location: LocationInput | null;
  to_location: LocationInput | null;
  special_considerations: string;
  is_packing_required: boolean;
  /** 'Only the companies I choose may send me quotes'. */
  only_chosen_companies: boolean;
}

export const EMPTY_DRAFT: MoveRequestDraft = {
  start_date: null,
  end_date: null,
  from_location: null,
  to_location: null,
  special_considerations: '',
  is_packing_required: false,
  only_chosen_companies: ONLY_CHOSEN_COMPANIES_DEFAULT,
};

/** One change from a modal or the packing control. */
export type DraftChange = Partial<MoveRequestDraft>;

export type SectionId = 'dates' | 'from' | 'to' | 'notes' | 'packing';

/** Location fields without the server's id, in a fixed order. */
function locationFields(location: LocationInput): LocationInput {
  const { id: _id, ...fields } = location;
  return fields;
}

/** The owner's saved location as form input (the owner's view always carries the street address). */
function ownLocation(location: MoveRequest['move_request_from']): LocationInput {
  return { ...location, address: location.address ?? '' };
}

export function draftFromMoveRequest(request: MoveRequest): MoveRequestDraft {
  return {
    start_date: request.date_range_start.slice(0, 10),
    end_date: request.date_range_end.slice(0, 10),
    from_location: ownLocation(request.move_request_from),
    to_location: ownLocation(request.move_request_to),
    special_considerations: request.special_considerations,
    is_packing_required: request.is_packing_required,
    // A request made before the choice existed is open to all.
    only_chosen_companies: request.only_chosen_companies ?? false,
  };
}

/** Sections still missing for submit (spec section 5): both locations and both dates. */
export function incompleteSections(draft: MoveRequestDraft): SectionId[] {
  const missing: SectionId[] = [];
  if (!draft.start_date || !draft.end_date) missing.push('dates');
  if (!draft.from_location) missing.push('from');
  if (!draft.to_location) missing.push('to');
  return missing;
}

/** The POST body, or null while a required section is missing. */
export function createBody(draft: MoveRequestDraft): CreateMoveRequestBody | null {
  const { start_date, end_date, from_location, to_location } = draft;
  if (!start_date || !end_date || !from_location || !to_location) return null;
  return {
    start_date,
    end_date,
    from_location: locationFields(from_location),
    to_location: locationFields(to_location),
    special_considerations: draft.special_considerations.trim(),
    is_packing_required: draft.is_packing_required,
    only_chosen_companies: draft.only_chosen_companies,
  };
}

function sameLocation(a: LocationInput, b: LocationInput): boolean {
  const left = locationFields(a) as Record<string, unknown>;
  const right = locationFields(b) as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...keys].every((key) => (left[key] ?? null) === (right[key] ?? null));
}

/**
 * The PUT body for a change to a saved request: only the parts that differ from what is
 * saved, or null when nothing changed (spec section 4: save only if something changed).
 * A changed location carries the saved location's id ("id plus fields").
 */
export function changedParts(saved: MoveRequest, change: DraftChange): UpdateMoveRequestBody | null {
  const current = draftFromMoveRequest(saved);
  const body: UpdateMoveRequestBody = {};
  if (change.start_date && change.start_date !== current.start_date) body.start_date = change.start_date;
  if (change.end_date && change.end_date !== current.end_date) body.end_date = change.end_date;
  if (change.from_location && !sameLocation(change.from_location, ownLocation(saved.move_request_from))) {
    body.from_location = { ...locationFields(change.from_location), id: saved.move_request_from.id };
  }
  if (change.to_location && !sameLocation(change.to_location, ownLocation(saved.move_request_to))) {
    body.to_location = { ...locationFields(change.to_location), id: saved.move_request_to.id };
  }
  if (change.special_considerations !== undefined) {
    const notes = change.special_considerations.trim();
    if (notes !== current.special_considerations.trim()) body.special_considerations = notes;
  }
  if (change.is_packing_required !== undefined && change.is_packing_required !== current.is_packing_required) {
    body.is_packing_required = change.is_packing_required;
  }
  if (change.only_chosen_companies !== undefined && change.only_chosen_companies !== current.only_chosen_companies) {
    body.only_chosen_companies = change.only_chosen_companies;
  }
  return Object.keys(body).length > 0 ? body : null;
}

/** 'Raleigh, NC 27601' */
export function formatPlace(location: LocationInput): string {
  return `${location.city}, ${location.state} ${location.zip}`;
}
