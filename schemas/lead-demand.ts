import * as z from 'zod';

/* What a company sees of the demand in its service area before it pays (no customer, no lead id). */

/** The days the preview counts: open moves overlapping the next 30 days. */
export const LEAD_DEMAND_WINDOW_DAYS = 30;
/** The anonymised cards shown beside the plans. */
export const LEAD_DEMAND_CARDS = 6;
/** The count stops here ('200+'): the preview never reads a whole busy state. */
export const LEAD_DEMAND_COUNT_CAP = 200;

const PlaceSchema = z.strictObject({ city: z.string(), state: z.string() });

/**
 * One anonymised lead: when, from where to where, how big. Deliberately no id, no customer,
 * no street or ZIP code, nothing that opens the lead or reaches the customer.
 */
export const DemandLeadCardSchema = z.strictObject({
  start_date: z.string(),
  end_date: z.string(),
  from: PlaceSchema,
  to: PlaceSchema,
  bedrooms: z.number(),
  square_feet: z.number().nullable(),
});
export type DemandLeadCard = z.infer<typeof DemandLeadCardSchema>;

/** GET /api/lead-demand: the open leads in the caller's service area over the window. */
export const LeadDemandResponseSchema = z.strictObject({
  window: z.strictObject({ start: z.string(), end: z.string() }),
  open_leads: z.number().int(),
  /** The count reached LEAD_DEMAND_COUNT_CAP: there are at least that many. */
  at_least: z.boolean(),
  leads: z.array(DemandLeadCardSchema).max(LEAD_DEMAND_CARDS),
});
export type LeadDemand = z.infer<typeof LeadDemandResponseSchema>;
