import { Text } from '@mantine/core';
import { PRICE_GUIDE_MESSAGES } from '@schemas/price-guide';
import { useMyPriceGuide } from '@web/lib/api/price-guide';

interface CompanyPriceLineProps {
  companyId: string;
  companyName: string;
  /** False for a viewer who is not a customer: no request, no line. */
  enabled?: boolean;
}

/**
 * 'Tar Heel usually quotes $2,100 to $2,500 for moves like yours', for the signed-in customer's
 * move, when the company has enough quotes for similar moves; otherwise nothing.
 */
export function CompanyPriceLine({ companyId, companyName, enabled = true }: CompanyPriceLineProps) {
  const guide = useMyPriceGuide(enabled);
  const range = guide.data?.companies.find((company) => company.moving_company_id === companyId);
  if (!enabled || !range) return null;
  return (
    <Text size="sm" c="gray.7" data-testid="company-price-line">
      {PRICE_GUIDE_MESSAGES.company(companyName, range)}
    </Text>
  );
}
