import { quoteEntity } from '@functions/core/data/quotes';
import type { MetricQuote } from './compute';

/**
 * The company's quotes created at or after `since` (all when null): one Query on gsi2
 * COMPANY#<id>#QUOTES with sk >= <since> (sk = <created_at>#<id>), reading only status and
 * price. Never a Scan; a window reads only its own key range.
 */
export async function companyQuotesSince(companyId: string, since: string | null): Promise<MetricQuote[]> {
  const query = quoteEntity().query.byCompany({ moving_company_id: companyId });
  const ranged = since ? query.gte({ created_at: since }) : query;
  const { data } = await ranged.go({ pages: 'all', attributes: ['status', 'price'] });
  return data;
}
