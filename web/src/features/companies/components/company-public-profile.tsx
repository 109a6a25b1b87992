import { Grid, Stack } from '@mantine/core';
import type { PublicMovingCompany } from '@schemas/companies';
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
}

/** The loaded company page (spec section 2): hero, identity and actions, the details, then the reviews. */
export function CompanyPublicProfile({ company, canSave, viewerPending = false }: CompanyPublicProfileProps) {
  return (
    <Stack gap="lg">
      <CompanyPublicHeader company={company} canSave={canSave} viewerPending={viewerPending} />
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
