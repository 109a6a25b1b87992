import { Box, Group, Stack, Text, Title } from '@mantine/core';
import type { PublicMovingCompany } from '@schemas/companies';
import { CompanyHero, CompanyLogo } from '@web/components/company/company-images';
import { CompanyTrustFacts } from '@web/components/company/company-trust-facts';
import { formatCompanyLocation, serviceAreaLine } from '@web/lib/company-display';
import { SaveCompanyToggle } from './save-company-toggle';
import { SendMessageButton } from './send-message-button';
import classes from './company-page.module.css';

interface CompanyPublicHeaderProps {
  company: PublicMovingCompany;
  canSave: boolean;
  viewerPending: boolean;
}

/** The hero, logo, name, place and trust facts, with Save and Send message. */
export function CompanyPublicHeader({ company, canSave, viewerPending }: CompanyPublicHeaderProps) {
  const location = formatCompanyLocation(company);
  const serves = serviceAreaLine(company);
  return (
    <Box>
      <CompanyHero url={company.hero_image_url} name={company.name} />
      <Box className={classes.header}>
        <CompanyLogo url={company.logo_image_url} name={company.name} />
        <Group justify="space-between" align="flex-end" gap="md" mt="sm" wrap="wrap">
          <Stack gap={4} miw={0} style={{ flex: '1 1 260px' }}>
            <Title order={1} fz={{ base: 28, sm: 36 }} className={classes.name}>
              {company.name}
            </Title>
            {location && (
              <Text c="gray.7" fw={500} data-testid="company-location">
                {location}
              </Text>
            )}
            {serves && (
              <Text c="gray.7" size="sm" data-testid="company-service-area">
                {serves}
              </Text>
            )}
            {/* The DOT number has its own card below (spec section 5): said once. */}
            <CompanyTrustFacts company={company} omit={['licences']} />
          </Stack>
          <Group gap="sm" wrap="nowrap">
            <SaveCompanyToggle
              companyId={company.id}
              companyName={company.name}
              enabled={canSave}
              viewerPending={viewerPending}
            />
            <SendMessageButton companyId={company.id} />
          </Group>
        </Group>
      </Box>
    </Box>
  );
}
