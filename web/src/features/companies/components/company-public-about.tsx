import { Box, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { PublicMovingCompany } from '@schemas/companies';
import { CheckIcon } from '@web/components/icons';
import { billboardBullets } from '@web/lib/company-display';
import classes from './company-page.module.css';

/** The main column: the company's description and its 'Why choose us' bullets. */
export function CompanyPublicAbout({ company }: { company: PublicMovingCompany }) {
  const bullets = billboardBullets(company.billboard);
  const description = company.description?.trim();
  return (
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
        <Paper
          component="section"
          aria-labelledby="company-highlights"
          withBorder
          radius="lg"
          p={{ base: 'md', sm: 'lg' }}
        >
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
  );
}
