import { useState } from 'react';
import { MATCHING_AREA_STATES } from '@schemas/us-states';
import { useMyMoveRequest } from '@web/lib/api/get-my-move-request';
import { useUser } from '@web/lib/api/get-user';
import type { MatchEntry } from '../api/get-my-matches';
import { useQuoteRequest } from '../model/use-quote-request';
import { CompanyDetailsModal } from './company-details-modal';
import { ConciergePromo } from './concierge-promo';
import { MatchGrid } from './match-grid';
import { MatchesEmpty } from './matches-empty';
import { QuotesRequestedModal } from './quotes-requested-modal';
import { RequestBar } from './request-bar';

interface MatchesListProps {
  moveRequestId: string;
  companies: MatchEntry[];
  /** How many match in all. */
  total: number;
  more: boolean;
  loadingMore: boolean;
  onMore: () => void;
}

/** The matches loaded so far (a page of 24 at a time, best first) and the quote request. */
export function MatchesList({ moveRequestId, companies, total, more, loadingMore, onMore }: MatchesListProps) {
  const user = useUser();
  const move = useMyMoveRequest();
  const outOfArea = !!move.data && !MATCHING_AREA_STATES.includes(move.data.move_request_from.state);
  const quotes = useQuoteRequest(moveRequestId, companies);
  const [details, setDetails] = useState<MatchEntry | null>(null);

  return (
    <>
      {companies.length === 0 ? (
        <MatchesEmpty outOfArea={outOfArea} />
      ) : (
        <>
          <MatchGrid
            companies={companies}
            total={total}
            chosen={quotes.chosen}
            onToggle={quotes.toggle}
            onDetails={setDetails}
            more={more}
            loadingMore={loadingMore}
            onMore={onMore}
          />
          <RequestBar
            count={quotes.chosen.length}
            sending={quotes.sending}
            limitNotice={quotes.limitNotice}
            onSend={() => void quotes.send()}
          />
        </>
      )}

      {!user.data?.is_concierge && <ConciergePromo />}

      <CompanyDetailsModal match={details} onClose={() => setDetails(null)} />
      <QuotesRequestedModal
        opened={quotes.requestedCount !== null}
        count={quotes.requestedCount ?? 0}
        onContinue={quotes.goToQuotes}
      />
    </>
  );
}
