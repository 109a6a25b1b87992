// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook, screen } from '@testing-library/react';
import { MobileBottomBar } from '@web/app/shell/mobile-bottom-bar';
import { renderRoute } from '../support/render-route';
import { bottomBarPosition } from '@web/app/shell/bottom-bar-position';
import { useInView } from '@web/hooks/use-in-view';

afterEach(cleanup);

describe('bottomBarPosition', () => {
  it('floats (fixed) until the footer is in view, then settles (static)', () => {
    expect(bottomBarPosition(false)).toBe('fixed');
    expect(bottomBarPosition(true)).toBe('static');
  });
});

/** A stand-in IntersectionObserver the test drives by hand. */
class FakeObserver {
  static last: FakeObserver | undefined;
  observed: Element[] = [];
  disconnected = false;
  constructor(readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
}

describe('useInView', () => {
  it('follows the observer and disconnects on unmount', () => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
    const footer = document.createElement('footer');
    const { result, unmount } = renderHook(() => useInView(footer));

    expect(result.current).toBe(false);
    const observer = FakeObserver.last!;
    expect(observer.observed).toEqual([footer]);

    act(() => observer.callback([{ isIntersecting: true }]));
    expect(result.current).toBe(true);
    act(() => observer.callback([{ isIntersecting: false }]));
    expect(result.current).toBe(false);

    unmount();
    expect(observer.disconnected).toBe(true);
  });

  it('stays false without an element', () => {
    const { result } = renderHook(() => useInView(null));
    expect(result.current).toBe(false);
  });
});

describe('MobileBottomBar', () => {
  it('puts the red dot on Messages when there are unread conversations', () => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
    renderRoute('/quotes', <MobileBottomBar footer={null} counts={{ unreadMessages: 2, quoteNotifications: 0 }} />, {
      path: '*',
    });
    expect(screen.getAllByTestId('notification-dot')).toHaveLength(1);
    expect(screen.getByRole('link', { name: /Messages/ }).textContent).toContain('2 unread messages');
  });
});
