import { useState } from 'react';
import { Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { LIMITS } from '@schemas/constants';
import type { ConciergeCase } from '@schemas/concierge-desk';
import { LoadingState } from '@web/components/loading-state';
import { failureText, notify } from '@web/lib/notify';
import { MIN_COMPANY_SEARCH_LENGTH, useConciergeCompanySearch } from '../api/concierge-company-search';
import { useRequestConciergeQuotes } from '../api/concierge-queue';

const SEARCH_DEBOUNCE_MS = 300;

type OfferedCompany = ConciergeCase['matching_companies'][number];

const uniqueById = (companies: OfferedCompany[]) => [...new Map(companies.map((c) => [c.id, c])).values()];

/**
 * Ask matching companies for quotes on the customer's behalf (the customer's own limit of 5):
 * the queue's 10 best, plus any other matching company staff find by name. A company found by
 * name stays in the list while it is ticked, whatever is searched next.
 */
export function ConciergeQuoteRequestForm({ item }: { item: ConciergeCase }) {
  const request = useRequestConciergeQuotes();
  const [chosen, setChosen] = useState<string[]>([]);
  const [picked, setPicked] = useState<OfferedCompany[]>([]);
  const [search, setSearch] = useState('');
  const [text] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const found = useConciergeCompanySearch(item.customer.id, text);
  if (item.matching_companies.length === 0) return null;

  const best = new Set(item.matching_companies.map((c) => c.id));
  const results = text.length >= MIN_COMPANY_SEARCH_LENGTH ? (found.data?.companies ?? []) : [];
  const extra = uniqueById([...picked, ...results]).filter((c) => !best.has(c.id));
  const tooMany = chosen.length > LIMITS.maxQuoteRequestsPerSelection;
  const choose = (ids: string[]) => {
    setChosen(ids);
    setPicked(extra.filter((c) => ids.includes(c.id)));
  };
  return (
    <Stack gap="xs">
      <Checkbox.Group
        label="Ask matching companies for quotes"
        description={`Up to ${LIMITS.maxQuoteRequestsPerSelection} at a time; the customer sees them as their own requests.`}
        value={chosen}
        onChange={choose}
        error={tooMany ? `Choose at most ${LIMITS.maxQuoteRequestsPerSelection}` : undefined}
      >
        <Stack gap={6} mt={6}>
          {item.matching_companies.map((company) => (
            <Checkbox key={company.id} value={company.id} label={company.name} />
          ))}
          {extra.length > 0 && (
            <Text size="sm" fw={600} mt={4}>
              Found by name
            </Text>
          )}
          {extra.map((company) => (
            <Checkbox key={company.id} value={company.id} label={company.name} />
          ))}
        </Stack>
      </Checkbox.Group>
      <TextInput
        label="Find another matching company"
        maw={480}
        description="The list shows at most the 10 best matches. Search every company that matches this move by name."
        autoComplete="off"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <SearchOutcome text={text} found={found} inList={results.filter((c) => best.has(c.id)).length} />
      <Button
        w="fit-content"
        disabled={chosen.length === 0 || tooMany}
        loading={request.isPending}
        onClick={() =>
          request.mutate(
            { customerId: item.customer.id, vars: chosen },
            {
              onSuccess: () => {
                setChosen([]);
                setPicked([]);
                setSearch('');
                notify.success('Quotes requested for the customer');
              },
              onError: (error) => notify.failure('We could not request the quotes', error),
            },
          )
        }
      >
        Request quotes
      </Button>
    </Stack>
  );
}

/** The search's state in words: searching, failed, nothing found, or nothing new (found companies join the list). */
function SearchOutcome({
  text,
  found,
  inList,
}: {
  text: string;
  found: ReturnType<typeof useConciergeCompanySearch>;
  /** How many found companies are among the 10 best already listed. */
  inList: number;
}) {
  if (text.length < MIN_COMPANY_SEARCH_LENGTH) return null;
  if (found.isPending) return <LoadingState label="Searching matching companies" />;
  if (found.isError)
    return (
      <Text c="red.8" role="alert">
        {failureText('We could not search the matching companies', found.error)}
      </Text>
    );
  const companies = found.data.companies.length;
  if (companies === 0)
    return (
      <Text size="sm" data-testid="concierge-company-search-empty">
        No matching company not asked yet is called “{text}”.
      </Text>
    );
  if (inList === companies) return <Text size="sm">Already in the list above.</Text>;
  return null;
}
