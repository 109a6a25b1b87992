/*
 * The hidden debug panel's trigger: hold Shift and type D, E, B, U, G (spec section 2).
 * A pure step function over key events, so the hook only wires it to the window.
 */

export const DEBUG_SEQUENCE = 'DEBUG';

export interface DebugKey {
  key: string;
  shiftKey: boolean;
}

/**
 * How many letters of the sequence have been typed after `key`, and whether it just completed.
 * Shift on its own keeps the progress; any other key or a letter without Shift starts over.
 */
export function advanceDebugSequence(
  progress: number,
  { key, shiftKey }: DebugKey,
): { progress: number; complete: boolean } {
  if (key === 'Shift') return { progress, complete: false };
  const letter = key.toUpperCase();
  if (!shiftKey || letter.length !== 1) return { progress: 0, complete: false };
  if (letter === DEBUG_SEQUENCE[progress]) {
    const next = progress + 1;
    return next === DEBUG_SEQUENCE.length ? { progress: 0, complete: true } : { progress: next, complete: false };
  }
  // A wrong letter may itself start the sequence ("DDEBUG").
  return { progress: letter === DEBUG_SEQUENCE[0] ? 1 : 0, complete: false };
}
