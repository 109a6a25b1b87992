import * as z from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { ChangeProposalBodySchema, type ChangeProposalBody } from '@schemas/booking-changes';

/*
 * The company's 'Propose a change' form: what the inputs hold (empty means 'keep as booked'),
 * checked by the contract's ChangeProposalBodySchema once turned into a body.
 */

export interface ChangeProposalFormValues {
  move_day: string;
  arrival_window: '' | 'MORNING' | 'AFTERNOON' | 'COMPANY';
  price: number | string;
  top_price: number | string;
  reason: string;
}

export const EMPTY_CHANGE_PROPOSAL: ChangeProposalFormValues = {
  move_day: '',
  arrival_window: '',
  price: '',
  top_price: '',
  reason: '',
};

export const CHANGE_FORM_LABELS = {
  move_day: 'New move day',
  arrival_window: 'New arrival window',
  price: 'New price ($)',
  top_price: 'New top of range ($, optional)',
  reason: 'Reason for the change',
} as const;

const amount = (value: number | string) => (value === '' ? undefined : Number(value));

/** The body the form's values send: only what the company changes, and the reason. */
export function toChangeProposalBody(values: ChangeProposalFormValues): ChangeProposalBody {
  const price = amount(values.price);
  const top = amount(values.top_price);
  return {
    ...(values.move_day ? { move_day: values.move_day } : {}),
    ...(values.arrival_window ? { arrival_window: values.arrival_window } : {}),
    ...(price !== undefined ? { price, top_price: top ?? null } : {}),
    reason: values.reason,
  };
}

const ChangeProposalFormSchema = z
  .object({
    move_day: z.string(),
    arrival_window: z.enum(['', 'MORNING', 'AFTERNOON', 'COMPANY']),
    price: z.union([z.number(), z.string()]),
    top_price: z.union([z.number(), z.string()]),
    reason: z.string(),
  })
  .transform((values, context) => {
    const parsed = ChangeProposalBodySchema.safeParse(toChangeProposalBody(values));
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues)
      context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  });

export const changeProposalResolver = zodResolver(ChangeProposalFormSchema) as unknown as Resolver<
  ChangeProposalFormValues,
  unknown,
  ChangeProposalBody
>;
