import { isApiError } from '@web/lib/api-error';
import type { DraftChange } from './move-request-draft';

/** A location ZIP code the server did not find, and the location it belongs to. */
export interface UnknownZip {
  side: 'from' | 'to';
  /** The ZIP code as it was sent. */
  zip: string;
  message: string;
}

type SentLocations = Pick<DraftChange, 'from_location' | 'to_location'>;

const FIELD_OF_SIDE = { from: 'from_location.zip', to: 'to_location.zip' } as const;

/**
 * The 400 of a ZIP code the dataset does not know (POST or PUT /move-request): its `fields`
 * name the location's ZIP field. Null for any other failure.
 */
export function unknownZipOf(error: unknown, sent: SentLocations): UnknownZip | null {
  if (!isApiError(error) || error.status !== 400) return null;
  const fields = (error.body as { fields?: Record<string, unknown> } | undefined)?.fields;
  for (const side of ['from', 'to'] as const) {
    const message = fields?.[FIELD_OF_SIDE[side]];
    const zip = (side === 'from' ? sent.from_location : sent.to_location)?.zip;
    if (typeof message === 'string' && zip) return { side, zip, message };
  }
  return null;
}

/** Whether a kept change replaces the location whose ZIP code was refused. */
export const replacesLocation = (change: DraftChange, refused: UnknownZip) =>
  (refused.side === 'from' ? change.from_location : change.to_location) !== undefined;
