import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { IsoDate } from '@web/lib/calendar/calendar-dates';

const ARROW_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

interface DayGridKeyboardOptions {
  /** Where an arrow key leads from `from` (±1 day, ±7 days); null keeps the focus where it is. */
  moveTo: (from: IsoDate, days: number) => IsoDate | null;
  /** The one day in the Tab order, given the day that last had the focus (null before any). */
  tabStop: (focused: IsoDate | null) => IsoDate | undefined;
  /** Changes when the grid shows other days (a new month), so the moved focus lands after the redraw. */
  page?: unknown;
}

/**
 * Arrow-key movement over a grid of day buttons: the grid is one Tab stop and the arrows move
 * the focus by a day or a week, so keyboard users need not Tab through 42 buttons.
 * Put `gridRef` and `onKeyDown` on the grid and `dayProps(iso)` on every day button.
 */
export function useDayGridKeyboard({ moveTo, tabStop, page }: DayGridKeyboardOptions) {
  const [focused, setFocused] = useState<IsoDate | null>(null);
  const moved = useRef(false);
  const gridRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!moved.current || !focused) return;
    moved.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-iso="${focused}"]`)?.focus();
  }, [focused, page]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const days = ARROW_STEPS[event.key];
    const from = (event.target as HTMLElement).dataset.iso;
    if (!days || !from) return;
    event.preventDefault();
    const next = moveTo(from, days);
    if (!next) return;
    moved.current = true;
    setFocused(next);
  }

  const stop = tabStop(focused);
  const dayProps = (iso: IsoDate) => ({
    'data-iso': iso,
    tabIndex: iso === stop ? 0 : -1,
    onFocus: () => setFocused(iso),
  });

  return { gridRef, onKeyDown, dayProps };
}
