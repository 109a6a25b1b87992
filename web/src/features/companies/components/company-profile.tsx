import type { ReactNode } from 'react';
import { Anchor, Badge, Box, Grid, Group, List, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { PublicMovingCompany } from '@schemas/companies';
import { VettingProcessLink } from '@web/components/vetting-process';
import { COMPANY_MESSAGES } from '../messages';
import { billboardBullets, formatCompanyLocation, splitLines } from '@web/lib/company-display';
import { CompanyHero, CompanyLogo } from '@web/components/company/company-images';
import { CompanyTrustFacts } from '@web/components/company/company-trust-facts';
import { CheckIcon, ExternalIcon, VerifiedIcon } from '@web/components/icons';
import { SaveCompanyToggle } from './save-company-toggle';
import { SendMessageButton } from './send-message-button';
import classes from './company-page.module.css';

interface CompanyProfileProps {
  company: PublicMovingCompany;
  /** Spec section 6: the save toggle works for MOVER profiles only. */
  canSave: boolean;
  /** True while the viewer's profile loads (the save toggle waits for the role). */
  viewerPending?: boolean;
}

function SideCard({ title, children }: { title: string; children: ReactNode }) {
  const id = `company-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} size="h5" id={id} mb="xs">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** The loaded company page (spec section 2): hero, identity and actions, then the details. */
export function CompanyProfile({ company, canSave, viewerPending = false }: CompanyProfileProps) {
  const location = formatCompanyLocation(company);
  const bullets = billboardBullets(company.billboard);
  const fees = splitLines(company.fee_list);
  const description = company.description?.trim();
  const dotNumber = company.dot_number?.trim();

  return (
    <Stack gap="lg">
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
              {/* The DOT number has its own card below (spec section 5): said once. */}
              <CompanyTrustFacts company={company} omit={['dot']} />
            </Stack>
            <Group gap="sm" wrap="nowrap">
              <SaveCompanyToggle companyId={company.id} companyName={company.name} enabled={canSave} viewerPending={viewerPending} />
              <SendMessageButton companyId={company.id} />
            </Group>
          </Group>
        </Box>
      </Box>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Paper component="section" aria-labelledby="company-about" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
              <Title order={2} size="h4" id="company-about" mb="sm">
                About {company.name}
              </Title>
              <Text style={{ whiteSpace: 'pre-line' }} c={description ? undefined : 'gray.7'}>
                {description || 'This company has not added a description yet.'}
              </Text>
            </Paper>
            {bullets.length > 0 && (
              <Paper component="section" aria-labelledby="company-highlights" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
                <Title order={2} size="h4" id="company-highlights" mb="sm">
                  Why choose us
                </Title>
                <List
                  spacing="xs"
                  className={classes.bullets}
                  icon={
                    <Box c="brand.7" display="flex">
                      <CheckIcon size={18} />
                    </Box>
                  }
                >
                  {bullets.map((line, index) => (
                    <List.Item key={index}>{line}</List.Item>
                  ))}
                </List>
              </Paper>
            )}
          </Stack>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            {company.is_verified && (
              <SideCard title="Verified company">
                <Stack gap="xs" align="flex-start">
                  <Badge
                    size="lg"
                    radius="xl"
                    variant="light"
                    color="brand"
                    leftSection={<VerifiedIcon size={16} />}
                    data-testid="verified-badge"
                  >
                    Verified
                  </Badge>
                  <Text size="sm" c="gray.7">
                    Personally vetted by the MoveMatch team.
                  </Text>
                  <VettingProcessLink company={company} />
                </Stack>
              </SideCard>
            )}
            <SideCard title="Company DOT Number">
              <Text fw={600} c={dotNumber ? undefined : 'gray.7'} data-testid="company-dot-number">
                {dotNumber || COMPANY_MESSAGES.notAvailable}
              </Text>
            </SideCard>
            {(company.policies_link || fees.length > 0) && (
              <SideCard title="Policies and fees">
                <Stack gap="sm">
                  {fees.length > 0 && (
                    <List size="sm" spacing={4} c="gray.8" className={classes.bullets}>
                      {fees.map((line, index) => (
                        <List.Item key={index}>{line}</List.Item>
                      ))}
                    </List>
                  )}
                  {company.policies_link && (
                    <Anchor href={company.policies_link} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
                      <Group gap={4} component="span" wrap="nowrap">
                        Company policies
                        <ExternalIcon size={14} />
                        <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
                      </Group>
                    </Anchor>
                  )}
                </Stack>
              </SideCard>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
