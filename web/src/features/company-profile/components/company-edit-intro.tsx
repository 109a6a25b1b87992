import { Text } from '@mantine/core';
import type { MyMovingCompany } from '@schemas/company-profile';

/** The company name is the admin's to change; shown here for orientation. */
export function CompanyEditIntro({ company }: { company: MyMovingCompany }) {
  return (
    <Text c="gray.7">
      {/* A name that ends in a full stop ('Tar Heel Moving Co.') ends the sentence itself. */}
      Update what customers see on the public page of <b>{company.name}</b>
      {company.name.trimEnd().endsWith('.') ? '' : '.'} Every field is required.
    </Text>
  );
}
