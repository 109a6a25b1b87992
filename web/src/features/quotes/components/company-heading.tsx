import { Anchor, Avatar, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { PublicMovingCompany } from '@schemas/companies';
import { paths } from '@web/config/paths';
import { companyInitial, formatCompanyLocation } from '@web/lib/company-display';

/** A card's company block: logo (or initial), name, 'city, state • Est. year' and Learn More. */
export function CompanyHeading({
  company,
  fallbackName,
  companyId,
}: {
  company: PublicMovingCompany | null;
  fallbackName: string;
  companyId: string;
}) {
  const name = company?.name ?? fallbackName;
  const location = company ? formatCompanyLocation(company) : '';
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Avatar src={company?.logo_image_url ?? null} alt="" radius="xl" size={48} color="brand">
        {companyInitial(name)}
      </Avatar>
      <Stack gap={2} miw={0}>
        <Title order={3} size="h4" style={{ overflowWrap: 'break-word' }}>
          {name}
        </Title>
        {location && (
          <Text size="sm" c="gray.7">
            {location}
          </Text>
        )}
        <Anchor
          component={Link}
          to={paths.movingCompany(companyId)}
          size="sm"
          fw={600}
          aria-label={`Learn More about ${name}`}
        >
          Learn More
        </Anchor>
      </Stack>
    </Group>
  );
}
