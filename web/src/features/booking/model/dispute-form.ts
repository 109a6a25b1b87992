import * as z from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import {
  DISPUTE_PHOTOS_MAX,
  DISPUTE_REASON_MAX,
  DISPUTE_REASON_MIN,
  COMPLETION_MESSAGES,
} from '@schemas/booking-completion';
import { formatDollars } from '@schemas/money';

/** The customer's dispute form: the reason (the contract's limits), up to 4 photos still to upload, the price they think fair. */
export interface DisputeFormValues {
  reason: string;
  photos: File[];
  /** Empty: the agreed total is the customer's price. */
  fair_price: number | '';
}

export const EMPTY_DISPUTE: DisputeFormValues = { reason: '', photos: [], fair_price: '' };

/** The form's rules; the fair price below the company's final price, as the server checks. */
export const disputeResolverFor = (finalPrice: number): Resolver<DisputeFormValues> =>
  zodResolver(
    z.object({
      reason: z
        .string()
        .trim()
        .min(DISPUTE_REASON_MIN, COMPLETION_MESSAGES.disputeReason)
        .max(DISPUTE_REASON_MAX, COMPLETION_MESSAGES.disputeReason),
      photos: z.array(z.instanceof(File)).max(DISPUTE_PHOTOS_MAX, COMPLETION_MESSAGES.tooManyPhotos),
      fair_price: z.union([
        z.literal(''),
        z
          .number({ error: COMPLETION_MESSAGES.fairPrice })
          .min(0, COMPLETION_MESSAGES.fairPrice)
          .lt(finalPrice, COMPLETION_MESSAGES.fairPriceAbove(formatDollars(finalPrice))),
      ]),
    }),
  ) as Resolver<DisputeFormValues>;
