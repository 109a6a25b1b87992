import { useState } from 'react';
import { Alert, Button, Group, Loader, Select, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { PublicMovingCompany } from '@schemas/companies';
import { useCompanyList } from '../api/admin-companies';
import { ADMIN_TEXT } from '../messages';

/** Wait this long after the last keystroke before asking the server (one request per pause, not per key). */
const SEARCH_DEBOUNCE_MS = 300;

interface CompanySelectorProps {
  /** The company being edited (loaded by the page), so its name shows even when it is not among the loaded options. */
  selected: Pick<PublicMovingCompany, 'id' | 'name' | 'is_verified'> | null;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
}

const labelOf = (company: Pick<PublicMovingCompany, 'name' | 'is_verified'>) =>
  `${company.name} (${company.is_verified ? 'verified' : 'unverified'})`;

/**
 * Every company on the platform, verified or not, by name (GET /moving-company-list answers all
 * to an admin), a page at a time: typing searches names on the server, scrolling to the end of
 * the options loads the next page, so a platform of thousands of companies stays quick.
 */
export function CompanySelector({ selected, selectedId, onSelect }: CompanySelectorProps) {
  const [search, setSearch] = useState('');
  const selectedLabel = selected ? labelOf(selected) : null;
  // The search box shows the chosen company's label: that is not a search, every company is offered.
  const [debounced] = useDebouncedValue(search === selectedLabel ? '' : search.trim(), SEARCH_DEBOUNCE_MS);
  const list = useCompanyList(debounced);

  const options = new Map<string, string>();
  if (selected) options.set(selected.id, labelOf(selected));
  for (const company of (list.data?.pages ?? []).flatMap((page) => page.companies))
    options.set(company.id, labelOf(company));

  const loadMore = () => {
    if (list.hasNextPage && !list.isFetchingNextPage && !list.isFetchNextPageError) void list.fetchNextPage();
  };

  return (
    <Stack gap="xs">
      {list.isError && (
        <Alert color="red" variant="light" role="alert">
          {ADMIN_TEXT.loadCompaniesFailed}
        </Alert>
      )}
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label="Moving company"
          description="Type a name to find one and edit it, or leave empty to add a new company"
          placeholder="New company"
          data={[...options].map(([value, label]) => ({ value, label }))}
          value={selectedId}
          onChange={onSelect}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          // The server already searched: every option it answered is shown.
          filter={({ options: answered }) => answered}
          clearable
          nothingFoundMessage={list.isFetching ? 'Searching…' : 'No company by that name'}
          rightSection={list.isFetching ? <Loader size="xs" aria-label="Loading companies" /> : undefined}
          scrollAreaProps={{ onBottomReached: loadMore }}
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
    </Stack>
  );
}
