import * as z from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import {
  DISPUTE_PHOTOS_MAX,
  DISPUTE_REASON_MAX,
  DISPUTE_REASON_MIN,
  COMPLETION_MESSAGES,
} from '@schemas/booking-completion';

/** The customer's dispute form: the reason (the contract's limits) and up to 4 photos still to upload. */
export interface DisputeFormValues {
  reason: string;
  photos: File[];
}

export const EMPTY_DISPUTE: DisputeFormValues = { reason: '', photos: [] };

const DisputeFormSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(DISPUTE_REASON_MIN, COMPLETION_MESSAGES.disputeReason)
    .max(DISPUTE_REASON_MAX, COMPLETION_MESSAGES.disputeReason),
  photos: z.array(z.instanceof(File)).max(DISPUTE_PHOTOS_MAX, COMPLETION_MESSAGES.tooManyPhotos),
});

export const disputeResolver: Resolver<DisputeFormValues> = zodResolver(DisputeFormSchema);
