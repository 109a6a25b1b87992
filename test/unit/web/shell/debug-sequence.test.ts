import { describe, expect, it } from 'vitest';
import { advanceDebugSequence, type DebugKey } from '@web/app/shell/debug-sequence';

/** Feeds keys from a fresh start; returns how many times the sequence completed. */
function completions(keys: DebugKey[]): number {
  let progress = 0;
  let count = 0;
  for (const key of keys) {
    const step = advanceDebugSequence(progress, key);
    progress = step.progress;
    if (step.complete) count++;
  }
  return count;
}

const shifted = (letters: string): DebugKey[] => [...letters].map((key) => ({ key, shiftKey: true }));
const shiftDown: DebugKey = { key: 'Shift', shiftKey: true };

describe('advanceDebugSequence', () => {
  it('completes on Shift held and D, E, B, U, G', () => {
    expect(completions([shiftDown, ...shifted('DEBUG')])).toBe(1);
  });

  it('accepts lower-case key values with Shift (Caps Lock on)', () => {
    expect(completions(shifted('debug'))).toBe(1);
  });

  it('needs Shift on every letter', () => {
    expect(completions([...shifted('DEB'), { key: 'u', shiftKey: false }, ...shifted('G')])).toBe(0);
  });

  it('starts over after a wrong key, and a stray D can begin it again', () => {
    expect(completions(shifted('DEXBUG'))).toBe(0);
    expect(completions(shifted('DDEBUG'))).toBe(1);
    expect(completions([...shifted('DE'), { key: 'ArrowLeft', shiftKey: true }, ...shifted('BUG')])).toBe(0);
  });

  it('toggles again on a second DEBUG', () => {
    expect(completions([...shifted('DEBUG'), shiftDown, ...shifted('DEBUG')])).toBe(2);
  });
});
