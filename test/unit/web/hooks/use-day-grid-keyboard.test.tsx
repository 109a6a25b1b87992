// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { addDays } from '@web/lib/calendar/calendar-dates';
import { useDayGridKeyboard } from '@web/hooks/use-day-grid-keyboard';

afterEach(cleanup);

const FIRST = '2031-03-02';
const DAYS = Array.from({ length: 21 }, (_, i) => addDays(FIRST, i)); // three weeks
const LOCKED = '2031-03-11'; // a day the caller does not let the focus reach

function Grid() {
  const { gridRef, onKeyDown, dayProps } = useDayGridKeyboard({
    moveTo: (from, days) => {
      const next = addDays(from, days);
      return DAYS.includes(next) && next !== LOCKED ? next : null;
    },
    tabStop: (focused) => focused ?? FIRST,
  });
  return (
    <div ref={gridRef} role="group" onKeyDown={onKeyDown}>
      {DAYS.map((iso) => (
        <button key={iso} type="button" {...dayProps(iso)}>
          {iso}
        </button>
      ))}
    </div>
  );
}

const day = (iso: string) => screen.getByRole('button', { name: iso });

describe('useDayGridKeyboard', () => {
  it('keeps one day in the Tab order and moves the focus by a day or a week with the arrows', () => {
    render(<Grid />);
    expect(day(FIRST).tabIndex).toBe(0);
    day(FIRST).focus();
    fireEvent.keyDown(day(FIRST), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(day('2031-03-03'));
    fireEvent.keyDown(day('2031-03-03'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(day('2031-03-10'));
  });

  it('stays put when the caller refuses the step, and leaves other keys alone', () => {
    render(<Grid />);
    day('2031-03-10').focus();
    fireEvent.keyDown(day('2031-03-10'), { key: 'ArrowRight' }); // LOCKED
    expect(document.activeElement).toBe(day('2031-03-10'));
    fireEvent.keyDown(day('2031-03-10'), { key: 'ArrowUp' });
    expect(document.activeElement).toBe(day('2031-03-03'));
    fireEvent.keyDown(day('2031-03-03'), { key: 'ArrowUp' }); // before the first day
    expect(document.activeElement).toBe(day('2031-03-03'));
    const notPrevented = fireEvent.keyDown(day('2031-03-03'), { key: 'Enter' });
    expect(notPrevented).toBe(true); // the button's own click still happens
    fireEvent.keyDown(day('2031-03-03'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(day('2031-03-04'));
    expect(day('2031-03-04').tabIndex).toBe(0);
    expect(day(FIRST).tabIndex).toBe(-1);
  });
});
