import { useState } from 'react';

/** Where this browser keeps the change proposals its user has seen (ids only, the latest 50). */
const SEEN_KEY = 'movematch.seenChangeProposals';
const SEEN_MAX = 50;

function readSeen(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(SEEN_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * True while the customer looks at a proposal for the first time (it arrived while the page was
 * open, or since their last visit): the page marks it new. The proposal is remembered as seen at
 * once, so the mark stays for this view and is gone on the next.
 */
export function useFirstSight(proposalId: string): boolean {
  const [isNew] = useState(() => {
    const seen = readSeen();
    if (seen.includes(proposalId)) return false;
    try {
      localStorage.setItem(SEEN_KEY, JSON.stringify([...seen, proposalId].slice(-SEEN_MAX)));
    } catch {
      // Storage full or blocked: the mark shows again next time, nothing worse.
    }
    return true;
  });
  return isNew;
}
