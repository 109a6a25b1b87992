// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, renderHook } from '@testing-library/react';
import { useDebugToggle } from '@web/app/shell/use-debug-toggle';

afterEach(cleanup);

function typeDebug(target: Element | Window = window) {
  act(() => {
    for (const key of ['Shift', 'D', 'E', 'B', 'U', 'G']) fireEvent.keyDown(target, { key, shiftKey: true });
  });
}

describe('useDebugToggle', () => {
  it('opens on Shift + DEBUG and closes on the next one', () => {
    const { result } = renderHook(() => useDebugToggle());
    expect(result.current[0]).toBe(false);
    typeDebug();
    expect(result.current[0]).toBe(true);
    typeDebug();
    expect(result.current[0]).toBe(false);
  });

  it('ignores typing in a text field', () => {
    const input = document.body.appendChild(document.createElement('input'));
    const { result } = renderHook(() => useDebugToggle());
    typeDebug(input);
    expect(result.current[0]).toBe(false);
    input.remove();
  });

  it('closes with its close function', () => {
    const { result } = renderHook(() => useDebugToggle());
    typeDebug();
    act(() => result.current[1]());
    expect(result.current[0]).toBe(false);
  });
});
