import { useQuery } from '@tanstack/react-query';
import type { CompanyQuote } from '@schemas/company-quotes';
import type { Estimate } from '@schemas/estimates';
import { routes } from '@schemas/routes';
import { apiRequest } from '@web/lib/api-client';
import { isApiError } from '@web/lib/api-error';
import { queryKeys } from '@web/lib/query-keys';

/*
 * The company's quote calls (spec section 7, Company leads and quotes):
 * GET /find-quote-by-move-request-id/{id}, POST /moving-company-quotes,
 * PATCH /moving-company-quotes/{id}, and GET /check-availability/{move_request_id}.
 */

/** The company's quote for the move, or null when there is none yet (404: a blank draft). */
export async function findCompanyQuote(moveRequestId: string, signal?: AbortSignal): Promise<CompanyQuote | null> {
  try {
    return await apiRequest(routes.findQuoteByMoveRequestId, { params: { id: moveRequestId }, signal });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function useCompanyQuote(moveRequestId: string | null) {
  return useQuery({
    queryKey: queryKeys.companyQuote(moveRequestId ?? ''),
    queryFn: ({ signal }) => findCompanyQuote(moveRequestId!, signal),
    enabled: moveRequestId !== null,
    // The editor must show what is stored now: every opening loads afresh (nothing kept).
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/** A price-only quote (estimate null clears a stored one), or a structured one (the server computes the price). */
export type QuoteInput =
  | { price: number; top_price: number | null; description: string; estimate?: null }
  | { estimate: Estimate; description: string; price?: undefined; top_price?: undefined };

export function sendQuote(
  input: QuoteInput & {
    move_request_id: string;
    moving_company_id: string;
    quoted_by_user_id: string;
    quoted_by_name: string;
  },
) {
  return apiRequest(routes.sendCompanyQuote, { body: { ...input, status: 'QUOTED' } });
}

export function updateQuote(
  id: string,
  body: Partial<{ price: number; top_price: number | null; description: string; estimate: Estimate | null }> & {
    status?: 'QUOTED' | 'BOOKED';
  },
) {
  return apiRequest(routes.updateCompanyQuote, { params: { id }, body });
}

/**
 * Is the company's calendar open in the move's dates? null when the check failed: a failed
 * check does not block sending (spec section 8, Availability).
 */
export async function checkAvailability(moveRequestId: string): Promise<boolean | null> {
  try {
    const answer = await apiRequest(routes.checkAvailability, { params: { move_request_id: moveRequestId } });
    return answer.hasAvailability;
  } catch (error) {
    console.error('The availability check failed; sending the quote anyway', error);
    return null;
  }
}
