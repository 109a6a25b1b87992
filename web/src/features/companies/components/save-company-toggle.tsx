import { ActionIcon, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useIsMovingCompanySaved } from '../api/get-saved-moving-company';
import { useToggleSavedMovingCompany } from '../api/save-moving-company';
import { COMPANY_MESSAGES } from '../messages';
import { BookmarkIcon } from './icons';

interface SaveCompanyToggleProps {
  companyId: string;
  companyName: string;
  /** Spec section 6: only MOVER profiles may save (canSaveCompany). */
  enabled: boolean;
}

/**
 * The bookmark of the company page. For customers it reads GET /saved-moving-company/{id} and
 * flips optimistically; a failure flips back with the spec's toast. For everyone else it stays
 * focusable (aria-disabled) so the tooltip explaining why can be reached by keyboard too.
 */
export function SaveCompanyToggle({ companyId, companyName, enabled }: SaveCompanyToggleProps) {
  const saved = useIsMovingCompanySaved(companyId, enabled);
  const toggle = useToggleSavedMovingCompany(companyId, (error) => {
    console.error('Updating the saved moving company failed', error);
    notifications.show({ color: 'red', message: COMPANY_MESSAGES.saveFailed });
  });
  const isSaved = enabled && saved.data === true;
  const label = isSaved ? `Remove ${companyName} from saved companies` : `Save ${companyName}`;

  if (!enabled) {
    return (
      <Tooltip label={COMPANY_MESSAGES.saveOnlyForCustomers} withArrow events={{ hover: true, focus: true, touch: true }}>
        <ActionIcon
          size={44}
          radius="xl"
          variant="default"
          aria-label={`Save ${companyName}`}
          aria-disabled="true"
          data-disabled
          onClick={(event) => event.preventDefault()}
        >
          <BookmarkIcon size={22} />
        </ActionIcon>
      </Tooltip>
    );
  }

  return (
    <Tooltip label={isSaved ? 'Saved' : 'Save this company'} withArrow>
      <ActionIcon
        size={44}
        radius="xl"
        variant={isSaved ? 'filled' : 'default'}
        aria-label={label}
        aria-pressed={isSaved}
        data-saved={isSaved || undefined}
        // Until the saved state is known a click could not say which way to go.
        loading={saved.isPending}
        onClick={() => toggle.mutate(!isSaved)}
      >
        <BookmarkIcon size={22} filled={isSaved} />
      </ActionIcon>
    </Tooltip>
  );
}
