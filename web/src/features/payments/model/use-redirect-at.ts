import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

const secondsUntil = (at: number) => Math.max(0, Math.ceil((at - Date.now()) / 1000));

/**
 * Goes to `target` at the instant `at` (ms since the epoch; null: not yet) and counts the
 * seconds left for the page to say. The instant is absolute, so a re-render or a remount of
 * the page never pushes the redirect later than the page said.
 */
export function useRedirectAt(target: string, at: number | null): number | null {
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState<number | null>(at === null ? null : secondsUntil(at));

  useEffect(() => {
    if (at === null) return;
    setSecondsLeft(secondsUntil(at));
    const tick = window.setInterval(() => setSecondsLeft(secondsUntil(at)), 1000);
    const go = window.setTimeout(() => void navigate(target, { replace: true }), Math.max(0, at - Date.now()));
    return () => {
      window.clearInterval(tick);
      window.clearTimeout(go);
    };
  }, [at, navigate, target]);

  return at === null ? null : secondsLeft;
}
