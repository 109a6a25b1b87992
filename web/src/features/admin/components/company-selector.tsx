import { Button, Group, Select } from '@mantine/core';
import type { PublicMovingCompany } from '@schemas/companies';

interface CompanySelectorProps {
  companies: PublicMovingCompany[];
  loading: boolean;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
}

/** Every company on the platform, verified or not (GET /moving-company-list answers all to an admin). */
export function CompanySelector({ companies, loading, selectedId, onSelect }: CompanySelectorProps) {
  const options = [...companies]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((company) => ({ value: company.id, label: `${company.name} (${company.is_verified ? 'verified' : 'unverified'})` }));
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label="Moving company"
        description="Pick one to edit it, or leave empty to add a new company"
        placeholder={loading ? 'Loading companies…' : 'New company'}
        data={options}
        value={selectedId}
        onChange={onSelect}
        searchable
        clearable
        nothingFoundMessage="No company by that name"
        disabled={loading}
        style={{ flex: '1 1 280px' }}
        maw={520}
        comboboxProps={{ withinPortal: true }}
      />
      {selectedId && (
        <Button variant="default" onClick={() => onSelect(null)}>
          Add a new company
        </Button>
      )}
    </Group>
  );
}
