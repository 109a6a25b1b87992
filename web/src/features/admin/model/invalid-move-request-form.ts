import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';

/* The admin's 'Mark a move request invalid' form: an id as the server issues them, and a reason. */

const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export const InvalidMoveRequestFormSchema = z.object({
  id: z.string().trim().regex(ID_PATTERN, { error: 'Please enter the move request id.' }),
  reason: z.string().trim().min(3, { error: 'Please say why this move request is invalid' }),
});

export type InvalidMoveRequestFormValues = z.output<typeof InvalidMoveRequestFormSchema>;

export const EMPTY_INVALID_MOVE_REQUEST: InvalidMoveRequestFormValues = { id: '', reason: '' };

export const invalidMoveRequestResolver = zodResolver(
  InvalidMoveRequestFormSchema,
) as unknown as Resolver<InvalidMoveRequestFormValues>;

/** What marking a move invalid did: the tokens that went back, or none due. */
export const markedInvalidText = (refunded: number) =>
  refunded > 0
    ? `Marked invalid. ${refunded} lead ${refunded === 1 ? 'token' : 'tokens'} went back to the companies that paid.`
    : 'Marked invalid. No tokens were due back.';
