import { LIMITS } from '@schemas/constants';
import type { QuoteStatus } from '@schemas/enums';
import { NO_COMPANIES_FOR_QUOTES } from '@schemas/quotes';

/*
 * Pure rules of /matches (spec sections 2, 5 and 9), kept out of the components so they are
 * tested on their own.
 */

/** '1 moving company available' / 'N moving companies available': N is the server's exact total, whatever pages are loaded. */
export function availableCountLabel(count: number): string {
  return count === 1 ? '1 moving company available' : `${count} moving companies available`;
}

/** An already-asked company: 'Quote requested' while nothing came back, else 'Quote received'. */
export function quoteStateLabel(status: QuoteStatus | null): 'Quote requested' | 'Quote received' | null {
  if (status === null) return null;
  return status === 'QUOTE_REQUESTED' ? 'Quote requested' : 'Quote received';
}

export interface ToggleResult {
  selected: string[];
  /** True when the check was refused: the limit is reached. */
  refused: boolean;
}

/**
 * Checks or unchecks one company. Checking beyond the limit (5 per selection) is refused and
 * the selection stays as it was, so the page can say why.
 */
export function toggleSelection(
  selected: readonly string[],
  id: string,
  max: number = LIMITS.maxQuoteRequestsPerSelection,
): ToggleResult {
  if (selected.includes(id)) return { selected: selected.filter((s) => s !== id), refused: false };
  if (selected.length >= max) return { selected: [...selected], refused: true };
  return { selected: [...selected, id], refused: false };
}

/** '0 of 5 selected', '1 of 5 selected': short enough for two lines beside the button on a 375 px phone. */
export function selectionCountLabel(count: number, max: number = LIMITS.maxQuoteRequestsPerSelection): string {
  return `${count} of ${max} selected`;
}

/** The message for a failed POST /quote/bulk (spec section 8). */
export function requestErrorKind(error: unknown): 'no-companies' | 'failed' {
  const message = error instanceof Error ? error.message : '';
  return message === NO_COMPANIES_FOR_QUOTES ? 'no-companies' : 'failed';
}
