import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { MarkMoveRequestInvalidBodySchema } from '@schemas/admin';
import type { z } from 'zod';

/* The admin's 'Mark invalid' dialog: the reason, by the route's own rules. */

export type InvalidMoveRequestFormValues = z.output<typeof MarkMoveRequestInvalidBodySchema>;

export const EMPTY_INVALID_MOVE_REQUEST: InvalidMoveRequestFormValues = { reason: '' };

export const invalidMoveRequestResolver = zodResolver(
  MarkMoveRequestInvalidBodySchema,
) as unknown as Resolver<InvalidMoveRequestFormValues>;

/** What marking a move invalid did: the tokens that went back, or none due. */
export const markedInvalidText = (refunded: number) =>
  refunded > 0
    ? `Marked invalid. ${refunded} lead ${refunded === 1 ? 'token' : 'tokens'} went back to the companies that paid.`
    : 'Marked invalid. No tokens were due back.';
