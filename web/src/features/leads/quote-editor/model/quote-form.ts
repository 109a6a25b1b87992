import * as z from 'zod';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { PriceSchema, QUOTE_MESSAGES, TopPriceSchema } from '@schemas/company-quotes';
import type { QuoteStatus } from '@schemas/enums';

/* The quote editor's fields: raw values from NumberInput ('' when empty) and their checks. */

type NumberField = number | string;

export interface QuoteFormValues {
  price: NumberField;
  top_price: NumberField;
  description: string;
}

export interface QuoteFormOutput {
  price: number;
  top_price: number | null;
  description: string;
}

const QuoteFormSchema = z
  .object({
    price: PriceSchema,
    top_price: TopPriceSchema,
    description: z.string().trim().max(4000, 'Description is too long'),
  })
  .refine((v) => v.top_price === null || v.top_price >= v.price, {
    error: QUOTE_MESSAGES.topPriceTooLow,
    path: ['top_price'],
  });

const numberOrUndefined = (value: NumberField) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

/** An empty price is missing ('Price is required'); an empty range end is null (spec section 5). */
export function toQuoteInput(values: QuoteFormValues) {
  return {
    price: numberOrUndefined(values.price),
    top_price: numberOrUndefined(values.top_price) ?? null,
    description: values.description,
  };
}

export function toQuoteFormValues(
  quote: { price: number | null; top_price: number | null; description: string | null } | null,
): QuoteFormValues {
  return { price: quote?.price ?? '', top_price: quote?.top_price ?? '', description: quote?.description ?? '' };
}

const contractResolver = zodResolver(QuoteFormSchema);

export const quoteResolver: Resolver<QuoteFormValues, unknown, QuoteFormOutput> = (values, context, options) =>
  contractResolver(toQuoteInput(values) as never, context, options as never);

/** Requested or sent quotes can be (re)sent; the others are shown read-only. */
export function isEditableStatus(status: QuoteStatus | undefined): boolean {
  return status === undefined || status === 'QUOTE_REQUESTED' || status === 'QUOTED';
}

const dollars = (value: number) => `$${value.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;

/** Spec section 9: '$price' or '$price - $top_price', 'TBD' if none. */
export function formatQuotePrice(price: number | null | undefined, topPrice?: number | null): string {
  if (price === null || price === undefined) return 'TBD';
  return topPrice !== null && topPrice !== undefined ? `${dollars(price)} - ${dollars(topPrice)}` : dollars(price);
}
