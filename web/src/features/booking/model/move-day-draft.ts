import type { MoveDayStageView, RecordItem, SaveMoveDayStageBody } from '@schemas/move-day-record';

/* What the crew's move-day form holds for one stage, and the body it saves. */

export interface MoveDayDraft {
  items: Array<Pick<RecordItem, 'checked' | 'condition' | 'note'>>;
  exceptions: string;
  /** Photos already stored with the stage. */
  photoIds: string[];
  signedName: string;
}

export const draftOf = (stage: MoveDayStageView): MoveDayDraft => ({
  items: stage.items.map(({ checked, condition, note }) => ({ checked, condition, note })),
  exceptions: stage.exceptions,
  photoIds: stage.photos.map((photo) => photo.media_id),
  signedName: '',
});

/** The save's body: the checks in the inventory's order, the exceptions and every photo. */
export const bodyOf = (draft: MoveDayDraft, newPhotoIds: string[]): SaveMoveDayStageBody => ({
  items: draft.items,
  exceptions: draft.exceptions,
  photo_media_ids: [...draft.photoIds, ...newPhotoIds],
});

/** "Living room: Sofa, 3 seats × 1": one line of the record as the crew reads it. */
export const itemLabel = (item: Pick<RecordItem, 'room' | 'name' | 'quantity'>) =>
  `${item.room}: ${item.name} × ${item.quantity}`;
