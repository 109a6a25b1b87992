import { useCallback, useMemo } from 'react';
import { useTimedMessage } from '@web/hooks/use-timed-message';
import { failureText } from '@web/lib/notify';
import { ADMIN_MESSAGE_MS } from '../messages';

export interface OutcomeLine {
  tone: 'success' | 'error';
  text: string;
}

/**
 * An admin form's outcome line, shown in the form and cleared after 5 s (spec section 4, Admin
 * company form). A failure shows the server's reason instead of the spec's line when it gave one.
 */
export function useOutcomeLine() {
  const { message, show: showMessage, clear } = useTimedMessage<OutcomeLine>(ADMIN_MESSAGE_MS);
  const show = useCallback((tone: OutcomeLine['tone'], text: string) => showMessage({ tone, text }), [showMessage]);
  const fail = useCallback((line: string, error: unknown) => show('error', failureText(line, error)), [show]);
  return useMemo(() => ({ message, show, fail, clear }), [message, show, fail, clear]);
}

export type OutcomeLineState = ReturnType<typeof useOutcomeLine>;
