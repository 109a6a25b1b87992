import * as z from 'zod';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { PriceSchema, QUOTE_MESSAGES, TopPriceSchema, type CompanyQuote } from '@schemas/company-quotes';
import type { QuoteStatus } from '@schemas/enums';
import { EstimateSchema, type Estimate } from '@schemas/estimates';
import type { QuoteInput } from '../api/company-quotes';
import { toEstimateFormValues, toEstimateInput, type EstimateFormValues } from './estimate-form';

/* The quote editor's fields: raw values from NumberInput ('' when empty) and their checks. */

type NumberField = number | string;

/** 'price': the spec's price or range; 'estimate': a structured quote whose total the server computes. */
export type QuoteFormMode = 'price' | 'estimate';

export interface QuoteFormValues {
  mode: QuoteFormMode;
  price: NumberField;
  top_price: NumberField;
  description: string;
  estimate: EstimateFormValues;
}

export type QuoteFormOutput =
  | { mode: 'price'; price: number; top_price: number | null; description: string }
  | { mode: 'estimate'; estimate: Estimate; description: string };

const DescriptionSchema = z.string().trim().max(4000, 'Description is too long');

const QuoteFormSchema = z.discriminatedUnion('mode', [
  z
    .object({ mode: z.literal('price'), price: PriceSchema, top_price: TopPriceSchema, description: DescriptionSchema })
    .refine((v) => v.top_price === null || v.top_price >= v.price, {
      error: QUOTE_MESSAGES.topPriceTooLow,
      path: ['top_price'],
    }),
  z.object({ mode: z.literal('estimate'), estimate: EstimateSchema, description: DescriptionSchema }),
]);

const numberOrUndefined = (value: NumberField) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

/** An empty price is missing ('Price is required'); an empty range end is null (spec section 5). */
export function toQuoteInput(values: QuoteFormValues) {
  if (values.mode === 'estimate') {
    return { mode: values.mode, estimate: toEstimateInput(values.estimate), description: values.description };
  }
  return {
    mode: values.mode,
    price: numberOrUndefined(values.price),
    top_price: numberOrUndefined(values.top_price) ?? null,
    description: values.description,
  };
}

/**
 * The stored quote's fields. A new quote (none yet, or a request not answered) opens as an
 * itemised estimate, the richer quote customers compare line by line (issue 40 item 9); a sent
 * one keeps its kind: a structured quote as an estimate, a price-only one as a price.
 */
export function toQuoteFormValues(
  quote: Pick<CompanyQuote, 'status' | 'price' | 'top_price' | 'description' | 'estimate'> | null,
  defaults: { validUntil: string },
): QuoteFormValues {
  const fresh = quote === null || quote.status === 'QUOTE_REQUESTED';
  return {
    mode: fresh || quote.estimate ? 'estimate' : 'price',
    price: quote?.price ?? '',
    top_price: quote?.top_price ?? '',
    description: quote?.description ?? '',
    estimate: toEstimateFormValues(quote?.estimate ?? null, defaults),
  };
}

/**
 * The body fields of a save: the estimate (the server computes the price), or the spec's price
 * fields, with `estimate: null` only when a stored estimate is to be dropped.
 */
export function toQuoteBody(values: QuoteFormOutput, storedEstimate: boolean): QuoteInput {
  if (values.mode === 'estimate') return { estimate: values.estimate, description: values.description };
  const price = { price: values.price, top_price: values.top_price, description: values.description };
  return storedEstimate ? { ...price, estimate: null } : price;
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
