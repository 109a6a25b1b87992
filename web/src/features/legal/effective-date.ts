import { TERMS_EFFECTIVE_DATE } from '@schemas/constants';

/** 'September 1, 2025': the constant is a calendar date, so it is read in UTC to never shift a day. */
export function formatEffectiveDate(isoDate: string = TERMS_EFFECTIVE_DATE): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
