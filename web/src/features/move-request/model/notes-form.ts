import * as z from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { UpdateMoveRequestBodySchema } from '@schemas/move-requests';

/** The special considerations modal's one field. */
export interface NotesFormValues {
  special_considerations: string;
}

const NotesFormSchema = z.object({
  special_considerations: UpdateMoveRequestBodySchema.shape.special_considerations.unwrap(),
});

/**
 * The contract's rule for the notes (at most 2000 characters, with its message); the text is
 * handed on as typed (raw), since saving trims it (`changedParts`, `createBody`).
 */
export const notesFormResolver = zodResolver(NotesFormSchema, undefined, { raw: true });
