import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@web/config/paths';
import { notify } from '@web/lib/notify';
import type { MatchEntry } from '../api/get-my-matches';
import { useRequestQuotes } from '../api/request-quotes';
import { MATCHES_MESSAGES } from '../messages';
import { requestErrorKind, toggleSelection } from './match-selection';

/**
 * /matches' quote request (spec sections 2 and 4): the companies checked (at most 5; a sixth
 * is refused and said so), POST /quote/bulk, the confirmation, and on to /quotes.
 */
export function useQuoteRequest(moveRequestId: string, companies: MatchEntry[]) {
  const navigate = useNavigate();
  const request = useRequestQuotes();
  const [selected, setSelected] = useState<string[]>([]);
  const [limitNotice, setLimitNotice] = useState(false);
  const [requestedCount, setRequestedCount] = useState<number | null>(null);

  // Only companies still on the list and not asked yet can be sent (the list may have refetched).
  const open = new Set(companies.filter((c) => !c.hasQuote).map((c) => c.id));
  const chosen = selected.filter((id) => open.has(id));

  const toggle = (id: string) => {
    const result = toggleSelection(chosen, id);
    setSelected(result.selected);
    setLimitNotice(result.refused);
  };

  async function send() {
    try {
      const quotes = await request.mutateAsync({ moveRequestId, companyIds: chosen });
      notify.success(MATCHES_MESSAGES.requested);
      setSelected([]);
      setLimitNotice(false);
      setRequestedCount(quotes.length);
    } catch (error) {
      console.error('Requesting quotes failed', error);
      const kind = requestErrorKind(error);
      notify.failure(kind === 'no-companies' ? MATCHES_MESSAGES.noCompanies : MATCHES_MESSAGES.requestFailed);
    }
  }

  function goToQuotes() {
    // Straight there: a 'taking you there' toast would only show up once the page had changed.
    setRequestedCount(null);
    void navigate(paths.quotes);
  }

  return {
    chosen,
    toggle,
    limitNotice,
    send,
    sending: request.isPending,
    /** How many quotes the last request made; null until it succeeds and after moving on. */
    requestedCount,
    goToQuotes,
  };
}
