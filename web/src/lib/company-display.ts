import type { Role } from '@schemas/enums';
import type { PublicMovingCompany } from '@schemas/companies';
import { radiusMiles } from '@schemas/service-areas';
import { US_STATES } from '@schemas/us-states';

/*
 * Pure rules of a company's page and cards (spec sections 2, 5 and 6), kept out of the
 * components so they are tested on their own.
 */

type LocationParts = Pick<PublicMovingCompany, 'city' | 'state' | 'year_founded'>;

const clean = (value: string | null | undefined) => value?.trim() ?? '';

/**
 * 'Raleigh, NC • Est. 2009'. Missing parts are left out with their separators
 * ('Raleigh • Est. 2009', 'NC', 'Est. 2009'); '' when nothing is known.
 */
export function formatCompanyLocation(company: LocationParts): string {
  const place = [clean(company.city), clean(company.state)].filter(Boolean).join(', ');
  const founded = company.year_founded ? `Est. ${company.year_founded}` : '';
  return [place, founded].filter(Boolean).join(' • ');
}

/** The lines of a multi-line text (billboard, fee list), trimmed, blank ones skipped. */
export function splitLines(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The billboard as bullets: one per non-blank line, a leading '-', '*' or '•' dropped. */
export function billboardBullets(billboard: string | null | undefined): string[] {
  return splitLines(billboard)
    .map((line) => line.replace(/^[-*•]\s*/, '').trim())
    .filter((line) => line !== '');
}

/** The first letter of the name for the logo fallback ('?' for an empty name). */
export function companyInitial(name: string): string {
  return name.trim().charAt(0).toUpperCase() || '?';
}

/** Spec section 6: the save toggle is enabled only for MOVER profiles. */
export function canSaveCompany(role: Role | null | undefined): boolean {
  return role === 'MOVER';
}

export interface MessagingViewer {
  role: Role;
  move_request_id: string | null;
}

/**
 * Spec section 5: 'Send a message' needs role MOVER plus a move request; anyone else gets the
 * spec's message. A viewer whose profile is not loaded is not allowed yet.
 */
export function sendMessageRule(viewer: MessagingViewer | null | undefined): 'open-messages' | 'not-allowed' {
  return viewer?.role === 'MOVER' && viewer.move_request_id ? 'open-messages' : 'not-allowed';
}

/**
 * 'Serves moves within 100 miles of Raleigh, NC' or 'Serves moves anywhere in North Carolina'
 * (docs/matching.md, Service areas); null when the company's place is not known.
 */
export function serviceAreaLine(
  company: Pick<PublicMovingCompany, 'city' | 'state' | 'service_radius'>,
): string | null {
  const state = clean(company.state);
  if (!state) return null;
  const miles = radiusMiles(company.service_radius);
  if (miles === null) return `Serves moves anywhere in ${US_STATES.find((s) => s.code === state)?.name ?? state}`;
  const city = clean(company.city);
  return city ? `Serves moves within ${miles} miles of ${city}, ${state}` : null;
}
