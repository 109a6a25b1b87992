import { ActionIcon, Anchor, Button, Group, Text, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import type { SavedMovingCompany } from '@schemas/companies';
import { paths } from '@web/config/paths';
import { useToggleSavedMovingCompany } from '@web/lib/api/save-moving-company';
import { BookmarkIcon } from '@web/components/icons';
import { notify } from '@web/lib/notify';
import { QUOTE_DASHBOARD_MESSAGES } from '../messages';
import { CompanyCard } from './company-card';

interface SavedCompanyCardProps {
  saved: SavedMovingCompany;
  /** Null while the customer has no move request: nothing to request a quote for yet. */
  onRequestQuote: (() => void) | null;
  requesting: boolean;
}

/** A saved company (spec section 2): Request quote and the bookmark toggle (unsaving removes the card). */
export function SavedCompanyCard({ saved, onRequestQuote, requesting }: SavedCompanyCardProps) {
  const company = saved.moving_company;
  const toggle = useToggleSavedMovingCompany(company.id, (error) => {
    console.error('Updating the saved moving company failed', error);
    notify.failure(QUOTE_DASHBOARD_MESSAGES.saveFailed);
  });
  const isSaved = toggle.isPending ? toggle.variables : true;
  return (
    <CompanyCard
      id={`saved-${company.id}`}
      company={company}
      companyId={company.id}
      companyName={company.name}
      testId="saved-company-card"
      corner={
        <Tooltip label={isSaved ? 'Saved' : 'Save this company'} withArrow>
          <ActionIcon
            size={44}
            radius="xl"
            variant={isSaved ? 'filled' : 'default'}
            aria-label={isSaved ? `Remove ${company.name} from saved companies` : `Save ${company.name}`}
            aria-pressed={isSaved}
            onClick={() => toggle.mutate(!isSaved)}
          >
            <BookmarkIcon size={22} filled={isSaved} />
          </ActionIcon>
        </Tooltip>
      }
    >
      <Group gap="xs">
        <Button onClick={onRequestQuote ?? undefined} disabled={!onRequestQuote} loading={requesting}>
          Request quote
        </Button>
        {!onRequestQuote && (
          <Text size="sm" c="gray.7">
            <Anchor component={Link} to={paths.moveInfo}>
              Add your move details
            </Anchor>{' '}
            to request quotes.
          </Text>
        )}
      </Group>
    </CompanyCard>
  );
}
