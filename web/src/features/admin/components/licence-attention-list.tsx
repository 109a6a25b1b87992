import { AdminListFrame } from './admin-list-frame';
import { AttentionCard, AttentionList } from './attention-list';
import { useNeedsAttention } from '../api/needs-attention';
import { formatDay } from '../model/format';

export const LICENCE_ATTENTION_TEXT = {
  title: 'Licences',
  intro:
    "NCUC certificates no longer on the NC Utilities Commission's list: those companies get no NC intrastate moves until you record the vetting again.",
  loading: 'Loading the companies whose licences need attention',
  loadFailed: 'Failed to load the companies whose licences need attention',
  none: "Every NCUC certificate on record is on the Commission's list.",
} as const;

/** Companies whose NCUC certificate fell off the Commission's list (the daily import), oldest first. */
export function LicenceAttentionList() {
  const list = useNeedsAttention();
  return (
    <AdminListFrame
      query={{ ...list, data: list.data?.licence_lapses }}
      text={LICENCE_ATTENTION_TEXT}
      emptyTestId="licence-attention-empty"
    >
      {(lapses) => (
        <AttentionList label={LICENCE_ATTENTION_TEXT.title}>
          {lapses.map((lapse) => (
            <AttentionCard
              key={lapse.id}
              testId="licence-attention"
              title={lapse.is_verified ? lapse.name : `${lapse.name} (not verified)`}
              to={`/admin-dashboard?company=${encodeURIComponent(lapse.id)}`}
              badge={{ label: `${lapse.certificate} not listed`, color: 'red' }}
              details={`Not on the Commission's list since ${formatDay(lapse.unlisted_since)} · no NC intrastate moves`}
            />
          ))}
        </AttentionList>
      )}
    </AdminListFrame>
  );
}
