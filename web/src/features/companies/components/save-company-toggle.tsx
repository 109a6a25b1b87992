import { ActionIcon, Tooltip } from '@mantine/core';
import { useIsMovingCompanySaved } from '../api/get-saved-moving-company';
import { useToggleSavedMovingCompany } from '@web/lib/api/save-moving-company';
import { COMPANY_MESSAGES } from '../messages';
import { BookmarkIcon } from '@web/components/icons';
import { notify } from '@web/lib/notify';

interface SaveCompanyToggleProps {
  companyId: string;
  companyName: string;
  /** Spec section 6: only MOVER profiles may save (canSaveCompany). */
  enabled: boolean;
  /** The viewer's profile is still loading: the role is not known yet. */
  viewerPending?: boolean;
}

/**
 * The bookmark of the company page. For customers it reads GET /saved-moving-company/{id} and
 * flips optimistically; a failure flips back with the spec's toast. For everyone else it stays
 * focusable (aria-disabled) so the tooltip explaining why can be reached by keyboard too.
 */
export function SaveCompanyToggle({ companyId, companyName, enabled, viewerPending = false }: SaveCompanyToggleProps) {
  const saved = useIsMovingCompanySaved(companyId, enabled);
  const toggle = useToggleSavedMovingCompany(companyId, (error) => {
    console.error('Updating the saved moving company failed', error);
    notify.failure(COMPANY_MESSAGES.saveFailed);
  });
  const isSaved = enabled && saved.data === true;
  const locked = !enabled && !viewerPending;
  const label = isSaved ? `Remove ${companyName} from saved companies` : `Save ${companyName}`;
  const tooltip = locked ? COMPANY_MESSAGES.saveOnlyForCustomers : isSaved ? 'Saved' : 'Save this company';

  // One button in every state, so keyboard focus stays on it when the viewer's role arrives.
  return (
    <Tooltip label={tooltip} withArrow events={{ hover: true, focus: true, touch: locked }}>
      <ActionIcon
        size={44}
        radius="xl"
        variant={isSaved ? 'filled' : 'default'}
        aria-label={label}
        aria-pressed={enabled ? isSaved : undefined}
        aria-disabled={locked || undefined}
        data-disabled={locked || undefined}
        data-saved={isSaved || undefined}
        // Until the role and the saved state are known a click could not say which way to go.
        loading={viewerPending || (enabled && saved.isPending)}
        onClick={(event) => {
          if (locked) return event.preventDefault();
          // One change at a time: a double click must not send a save and an unsave together.
          if (toggle.isPending) return;
          toggle.mutate(!isSaved);
        }}
      >
        <BookmarkIcon size={22} filled={isSaved} />
      </ActionIcon>
    </Tooltip>
  );
}
