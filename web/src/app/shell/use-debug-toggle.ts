import { useEffect, useRef, useState } from 'react';
import { advanceDebugSequence } from './debug-sequence';

/** Typing into a field is not a shortcut: "DEBUG" in a text box must stay text. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Open state of the debug panel, toggled by Shift + D E B U G anywhere on the page. */
export function useDebugToggle(): [boolean, () => void] {
  const [opened, setOpened] = useState(false);
  const progress = useRef(0);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.repeat || isTypingTarget(event.target)) return;
      const step = advanceDebugSequence(progress.current, event);
      progress.current = step.progress;
      if (step.complete) setOpened((open) => !open);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return [opened, () => setOpened(false)];
}
