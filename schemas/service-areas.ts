import * as z from 'zod';

/*
 * Where a moving company works (docs/matching.md, Service areas): a radius in miles around its
 * base ZIP code (the company's own zip), or its whole state; and whether it takes moves whose
 * destination is outside North and South Carolina. Moves between NC and SC are always allowed.
 */

/** The radii a company chooses from; 'STATE' is its whole state. */
export const SERVICE_RADII = ['25', '50', '100', '150', '250', 'STATE'] as const;
export type ServiceRadius = (typeof SERVICE_RADII)[number];
export const ServiceRadiusSchema = z.enum(SERVICE_RADII, {
  error: 'Choose a service radius: 25, 50, 100, 150 or 250 miles, or the whole state.',
});

export const SERVICE_RADIUS_LABELS: Record<ServiceRadius, string> = {
  '25': 'Within 25 miles',
  '50': 'Within 50 miles',
  '100': 'Within 100 miles',
  '150': 'Within 150 miles',
  '250': 'Within 250 miles',
  STATE: 'Anywhere in my state',
};

/**
 * A company that never chose keeps what matching did before service areas: its whole state,
 * moves to anywhere.
 */
export const DEFAULT_SERVICE_AREA = { service_radius: 'STATE', serves_out_of_state: true } as const satisfies {
  service_radius: ServiceRadius;
  serves_out_of_state: boolean;
};

/** What the company (or an admin) saves. */
export const ServiceAreaSchema = z.object({
  service_radius: ServiceRadiusSchema,
  /** Takes moves whose destination is outside NC and SC. */
  serves_out_of_state: z.boolean(),
});
export type ServiceArea = z.infer<typeof ServiceAreaSchema>;

/** A stored choice with DEFAULT_SERVICE_AREA filled in where the company never chose. */
export const serviceAreaOrDefault = (stored: Partial<ServiceArea>): ServiceArea => ({
  service_radius: stored.service_radius ?? DEFAULT_SERVICE_AREA.service_radius,
  serves_out_of_state: stored.serves_out_of_state ?? DEFAULT_SERVICE_AREA.serves_out_of_state,
});

export const SERVICE_AREA_MESSAGES = {
  /** A ZIP code the dataset does not know (move request or company base): 400. */
  unknownZip: (zip: string) => `We could not find ZIP code ${zip}. Check the 5 digits and try again.`,
  /** A company with a radius needs a base ZIP code. */
  radiusNeedsZip: 'Add your ZIP code first: your service radius is measured from it.',
} as const;

/** The radius in miles, or null for the whole state. */
export const radiusMiles = (radius: ServiceRadius): number | null => (radius === 'STATE' ? null : Number(radius));
