import { useCallback, useEffect, useRef, useState } from 'react';
import { ADMIN_MESSAGE_MS } from '../messages';

export interface TimedMessage {
  tone: 'success' | 'error';
  text: string;
}

/** A form's outcome line that clears itself after 5 s (spec section 4, Admin company form). */
export function useTimedMessage(ms = ADMIN_MESSAGE_MS) {
  const [message, setMessage] = useState<TimedMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(
    (tone: TimedMessage['tone'], text: string) => {
      clearTimeout(timer.current);
      setMessage({ tone, text });
      timer.current = setTimeout(() => setMessage(null), ms);
    },
    [ms],
  );
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);
  return { message, show, clear };
}
