import { findSameMedia, type MediaItem } from '@functions/core/data/media/media';

/* A check of an upload that another request holds (claimCheck in core/data/media/media.ts): wait for its verdict. */

const WAIT_STEP_MS = 200;
const WAIT_LIMIT_MS = 10_000;

export type OtherCheckOutcome =
  { outcome: 'accepted'; media: MediaItem } | { outcome: 'refused' } | { outcome: 'still-checking' };

/** Waits (up to 10 s) for the check another request holds: accepted, refused (record gone), or still going. */
export async function awaitOtherCheck(media: MediaItem): Promise<OtherCheckOutcome> {
  for (let waited = 0; waited < WAIT_LIMIT_MS; waited += WAIT_STEP_MS) {
    const current = await findSameMedia(media);
    if (!current) return { outcome: 'refused' };
    if (current.status === 'ACCEPTED') return { outcome: 'accepted', media: current };
    if (current.status === 'PENDING') return { outcome: 'still-checking' }; // released: the caller may retry
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
  return { outcome: 'still-checking' };
}
