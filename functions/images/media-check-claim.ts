import { isConditionalFailure } from '@functions/core/data/conditional';
import { findMedia, mediaEntity, type MediaItem } from './media-store';

/**
 * One check per upload at a time. Two checks of the same media id (a double click, a retry)
 * must not both copy and delete the stored object: the first to move the record from PENDING
 * to CHECKING (a conditional write) does the work; the others wait for its verdict. A claim
 * older than CLAIM_STALE_MS (its Lambda died) may be taken over.
 */
export const CLAIM_STALE_MS = 30_000;
const WAIT_STEP_MS = 200;
const WAIT_LIMIT_MS = 10_000;

const keyOf = (media: Pick<MediaItem, 'moving_company_id' | 'media_id'>) => ({ moving_company_id: media.moving_company_id, media_id: media.media_id });

/** True when this caller now holds the check of the upload. */
export async function claimCheck(media: MediaItem, now = Date.now()): Promise<boolean> {
  try {
    await mediaEntity()
      .patch(keyOf(media))
      .set({ status: 'CHECKING', check_started_at: now })
      .where(({ status, check_started_at }, { eq, lt }) => `${eq(status, 'PENDING')} OR (${eq(status, 'CHECKING')} AND ${lt(check_started_at, now - CLAIM_STALE_MS)})`)
      .go({ response: 'none' });
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/** Gives a claim back after an unexpected failure, so a retry need not wait for it to go stale. */
export async function releaseCheck(media: MediaItem): Promise<void> {
  await mediaEntity()
    .patch(keyOf(media))
    .set({ status: 'PENDING' })
    .where(({ status }, { eq }) => eq(status, 'CHECKING'))
    .go({ response: 'none' })
    .catch((error: unknown) => {
      if (!isConditionalFailure(error)) throw error; // already decided or refused meanwhile
    });
}

export type OtherCheckOutcome = { outcome: 'accepted'; media: MediaItem } | { outcome: 'refused' } | { outcome: 'still-checking' };

/** Waits (up to 10 s) for the check another request holds: accepted, refused (record gone), or still going. */
export async function awaitOtherCheck(media: MediaItem): Promise<OtherCheckOutcome> {
  for (let waited = 0; waited < WAIT_LIMIT_MS; waited += WAIT_STEP_MS) {
    const current = await findMedia(media.moving_company_id, media.media_id);
    if (!current) return { outcome: 'refused' };
    if (current.status === 'ACCEPTED') return { outcome: 'accepted', media: current };
    if (current.status === 'PENDING') return { outcome: 'still-checking' }; // released: the caller may retry
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
  return { outcome: 'still-checking' };
}
