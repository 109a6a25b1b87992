import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A message that clears itself after `ms` (spec section 9: sign-in errors 5 s, validation text
 * 3 s, the admin forms' outcome lines 5 s). Showing another restarts the clock.
 */
export function useTimedMessage<T = string>(ms: number) {
  const [message, setMessage] = useState<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);

  const show = useCallback(
    (next: T) => {
      clearTimeout(timer.current);
      setMessage(next);
      timer.current = setTimeout(() => setMessage(null), ms);
    },
    [ms],
  );

  useEffect(() => () => clearTimeout(timer.current), []);
  return { message, show, clear };
}
