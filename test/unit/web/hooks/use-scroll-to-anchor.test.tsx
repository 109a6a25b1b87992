// @vitest-environment happy-dom
import { useState } from 'react';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollToAnchor } from '@web/hooks/use-scroll-to-anchor';

/** A page whose section appears only after its data "loaded", as the company editor does. */
function LatePage({ loaded }: { loaded: boolean }) {
  return loaded ? <Section /> : <p>Loading</p>;
}

function Section() {
  useScrollToAnchor('service-area-title');
  return <h2 id="service-area-title">Service area</h2>;
}

let reveal: () => void = () => {};
function Harness() {
  const [loaded, setLoaded] = useState(false);
  reveal = () => setLoaded(true);
  return <LatePage loaded={loaded} />;
}

const scrolled = vi.fn();

function open(url: string) {
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled(this.id);
  };
  const router = createMemoryRouter([{ path: '/profile/company-edit', element: <Harness /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
}

afterEach(() => {
  cleanup();
  scrolled.mockReset();
});

describe('useScrollToAnchor', () => {
  it('scrolls to the anchor once the section renders after its data', async () => {
    open('/profile/company-edit#service-area-title');
    expect(scrolled).not.toHaveBeenCalled();
    act(() => reveal());
    await waitFor(() => expect(scrolled).toHaveBeenCalledWith('service-area-title'));
  });

  it('leaves the page where it is without the anchor in the URL', async () => {
    open('/profile/company-edit');
    act(() => reveal());
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(scrolled).not.toHaveBeenCalled();
  });
});
