/*
 * Conditions for ElectroDB `where` callbacks that accept one of several values. ElectroDB joins
 * a write's own condition (attribute_exists(pk) AND ...) or a second `where` with AND, and AND
 * binds tighter than OR, so an OR list must be parenthesised or its first term would be the
 * only one held to the other conditions.
 */

/** The conditions joined by OR, always in parentheses. */
export function anyOf(conditions: readonly string[]): string {
  return `(${conditions.join(' OR ')})`;
}

type StatusOps = { eq: (attribute: never, value: never) => string };

/**
 * A `where` callback: the item's status is one of `statuses`, e.g.
 * `.where(statusIn(['QUOTED', 'INVITED_TO_BOOK']))` gives `(#status = :a OR #status = :b)`.
 */
export function statusIn<S extends string>(statuses: readonly S[]) {
  return <A extends { status: unknown }>(attributes: A, { eq }: StatusOps): string =>
    anyOf(statuses.map((status) => eq(attributes.status as never, status as never)));
}
