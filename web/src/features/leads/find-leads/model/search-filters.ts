import type { ResidenceDetailsFilter, SearchMoveRequestsBody } from '@schemas/leads';

/** What the search form holds; blank texts mean "any". */
export interface LeadSearchForm {
  startDate: string | null;
  endDate: string | null;
  fromCity: string;
  fromZip: string;
  toCity: string;
  toZip: string;
  residence: ResidenceDetailsFilter;
  /** 'Requested you': only the leads whose customer asked this company. */
  requestedOnly: boolean;
}

export const EMPTY_RESIDENCE: ResidenceDetailsFilter = {
  lessThan800: false,
  moreThan4Beds: false,
  isOneLevel: false,
  isOver3000Sqft: false,
  isPacking: false,
};

export const EMPTY_SEARCH: LeadSearchForm = {
  startDate: null,
  endDate: null,
  fromCity: '',
  fromZip: '',
  toCity: '',
  toZip: '',
  residence: EMPTY_RESIDENCE,
  requestedOnly: false,
};

/** The residence checkboxes in the spec's order and words. */
export const RESIDENCE_OPTIONS: Array<{ key: keyof ResidenceDetailsFilter; label: string }> = [
  { key: 'lessThan800', label: 'Less than 800 sq ft' },
  { key: 'isOver3000Sqft', label: '3000+ sq ft' },
  { key: 'moreThan4Beds', label: '4+ bedrooms' },
  { key: 'isPacking', label: 'Packing' },
  { key: 'isOneLevel', label: 'Only one level' },
];

/** Keeps the digits of a zip as typed, at most 5. */
export const zipDigits = (value: string) => value.replace(/\D/g, '').slice(0, 5);

/** The search body (spec: Search filters) for one page; blank texts are left out. */
export function searchBody(form: LeadSearchForm, cursor: string | null): Omit<SearchMoveRequestsBody, 'limit'> {
  const text = (value: string) => value.trim() || undefined;
  return {
    fromLocation: { city: text(form.fromCity), zip: text(form.fromZip) },
    toLocation: { city: text(form.toCity), zip: text(form.toZip) },
    startDate: form.startDate,
    endDate: form.endDate ?? form.startDate,
    residenceDetails: form.residence,
    requestedOnly: form.requestedOnly,
    cursor,
  };
}
