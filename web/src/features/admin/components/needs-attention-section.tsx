import { Link } from 'react-router';
import { Anchor, Badge, Table, Text } from '@mantine/core';
import { INSURANCE_NOTICE_DAYS } from '@schemas/trust-facts';
import { AdminListFrame } from './admin-list-frame';
import { useNeedsAttention } from '../api/needs-attention';
import { formatDay } from '../model/format';

export const NEEDS_ATTENTION_TEXT = {
  title: 'Needs attention',
  intro: `Companies whose insurance certificate has expired or expires within ${INSURANCE_NOTICE_DAYS} days. Nothing is unverified automatically: open the company to record the renewed certificate, or unverify it.`,
  loading: 'Loading the companies that need attention',
  loadFailed: 'Failed to load the companies that need attention',
  none: `No insurance certificate has expired or expires within ${INSURANCE_NOTICE_DAYS} days.`,
} as const;

/** The admin's list of companies whose earlier insurance certificate expires soonest first. */
export function NeedsAttentionSection() {
  const list = useNeedsAttention();
  return (
    <AdminListFrame
      query={{ ...list, data: list.data?.companies }}
      text={NEEDS_ATTENTION_TEXT}
      emptyTestId="needs-attention-empty"
    >
      {(companies) => (
        <Table.ScrollContainer minWidth={560}>
          <Table striped verticalSpacing="xs" aria-label={NEEDS_ATTENTION_TEXT.title} data-testid="needs-attention">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Company</Table.Th>
                <Table.Th scope="col">Insurance</Table.Th>
                <Table.Th scope="col">Cargo expires</Table.Th>
                <Table.Th scope="col">Liability expires</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {companies.map((company) => (
                <Table.Tr key={company.id}>
                  <Table.Th scope="row" fw={500}>
                    <Anchor component={Link} to={`/admin-dashboard?company=${encodeURIComponent(company.id)}`}>
                      {company.name}
                    </Anchor>
                    {!company.is_verified && (
                      <Text span size="xs" c="dimmed" ml={6}>
                        (not verified)
                      </Text>
                    )}
                  </Table.Th>
                  <Table.Td>
                    <Badge color={company.expired ? 'red' : 'yellow'} variant="light" radius="sm">
                      {company.expired ? 'Expired' : 'Expires soon'}
                    </Badge>{' '}
                    {formatDay(company.insurance_expires_on)}
                  </Table.Td>
                  <Table.Td>
                    {company.cargo_insurance_expires_on ? formatDay(company.cargo_insurance_expires_on) : '—'}
                  </Table.Td>
                  <Table.Td>
                    {company.liability_insurance_expires_on ? formatDay(company.liability_insurance_expires_on) : '—'}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </AdminListFrame>
  );
}
