import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** A search parameter of the page and a function that drops it (replacing the history entry). */
export function useDroppableSearchParam(name: string): { value: string | null; drop: () => void } {
  const [params, setParams] = useSearchParams();
  const drop = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [name, setParams],
  );
  return { value: params.get(name), drop };
}
