// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QuoteInventoryLine } from '@web/components/inventory/quote-inventory-line';
import { madeForEarlierInventory } from '@schemas/inventory';

afterEach(cleanup);

const line = (quote: { status: string; inventory_version?: number | null }, current: number | null) => {
  render(
    <MantineProvider>
      <QuoteInventoryLine quote={quote} currentVersion={current} />
    </MantineProvider>,
  );
  return screen.queryByTestId('quote-inventory')?.textContent ?? null;
};

describe('which inventory a quote was made for', () => {
  it('names the version of a quote made for the current inventory', () => {
    expect(line({ status: 'QUOTED', inventory_version: 2 }, 2)).toBe('Made for inventory version 2');
  });

  it('warns when the customer changed the inventory after the quote, or listed one after it', () => {
    expect(line({ status: 'QUOTED', inventory_version: 1 }, 2)).toBe('Made for an earlier inventory');
    cleanup();
    expect(line({ status: 'INVITED_TO_BOOK', inventory_version: null }, 1)).toBe('Made for an earlier inventory');
  });

  it('says nothing of a quote not sent yet, or when there is no inventory at all', () => {
    expect(line({ status: 'QUOTE_REQUESTED', inventory_version: null }, 3)).toBeNull();
    expect(line({ status: 'QUOTED', inventory_version: null }, null)).toBeNull();
  });

  it('applies the same rule on the server and in the browser', () => {
    expect(madeForEarlierInventory({ status: 'QUOTED', inventory_version: 3 }, 3)).toBe(false);
    expect(madeForEarlierInventory({ status: 'QUOTED' }, 1)).toBe(true);
    expect(madeForEarlierInventory({ status: 'QUOTE_REQUESTED' }, 1)).toBe(false);
    expect(madeForEarlierInventory({ status: 'CANCELLED', inventory_version: 1 }, undefined)).toBe(false);
  });
});
