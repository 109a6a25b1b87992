import { Text } from '@mantine/core';
import { PRICE_GUIDE_MESSAGES } from '@schemas/price-guide';
import { useMyPriceGuide } from '@web/lib/api/price-guide';
import { useUser } from '@web/lib/api/get-user';

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
  // A customer without a move request has nothing to compare: no request.
  const hasMove = !!useUser().data?.move_request_id;
  const asks = enabled && hasMove;
  const guide = useMyPriceGuide(asks);
  const range = guide.data?.companies.find((company) => company.moving_company_id === companyId);
  if (!asks || !range) return null;
  return (
    <Text size="sm" c="gray.7" data-testid="company-price-line">
      {PRICE_GUIDE_MESSAGES.company(companyName, range)}
    </Text>
  );
}
