import { Grid, Stack } from '@mantine/core';
import type { PublicMovingCompany } from '@schemas/companies';
import { CompanyPriceLine } from '@web/components/price-guide/company-price-line';
import { CompanyPublicAbout } from './company-public-about';
import { CompanyPublicFacts } from './company-public-facts';
import { CompanyPublicHeader } from './company-public-header';
import { CompanyReviewsSection } from './company-reviews-section';

interface CompanyPublicProfileProps {
  company: PublicMovingCompany;
  /** Spec section 6: the save toggle works for MOVER profiles only. */
  canSave: boolean;
  /** True while the viewer's profile loads (the save toggle waits for the role). */
  viewerPending?: boolean;
  /** The signed-in customer's 'usually quotes' line for their own move (customers only). */
  showPriceGuide?: boolean;
}

/** The loaded company page (spec section 2): hero, identity and actions, the details, then the reviews. */
export function CompanyPublicProfile({
  company,
  canSave,
  viewerPending = false,
  showPriceGuide = false,
}: CompanyPublicProfileProps) {
  return (
    <Stack gap="lg">
      <CompanyPublicHeader company={company} canSave={canSave} viewerPending={viewerPending} />
      <CompanyPriceLine companyId={company.id} companyName={company.name} enabled={showPriceGuide} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <CompanyPublicAbout company={company} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <CompanyPublicFacts company={company} />
        </Grid.Col>
      </Grid>
      <CompanyReviewsSection company={company} />
    </Stack>
  );
}
