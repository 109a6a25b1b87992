import * as z from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { CompanyCancellationBodySchema } from '@schemas/booking-cancellation';

/** The company's cancellation form: the reason the customer reads (the contract's limits). */
export type CompanyCancellationValues = z.infer<typeof CompanyCancellationBodySchema>;

export const companyCancellationResolver: Resolver<CompanyCancellationValues> =
  zodResolver(CompanyCancellationBodySchema);
