// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { Inventory } from '@schemas/inventory';
import { routes } from '@schemas/routes';
import { specialItems } from '@web/features/leads/quote-editor/model/lead-facts';
import { QuoteEditorModal } from '@web/features/leads/quote-editor/quote-editor-modal';
import { ApiError } from '@web/lib/api-error';
import { fakeApi, useFakeApi } from '../support/fake-api';
import { profileUser, savedMoveRequest } from '../support/fixtures';
import { renderRoute } from '../support/render-route';
import { stubSignedIn } from '../support/stubs';

/*
 * The quote editor fits its job (issue 40 item 9): the lead's facts beside the form, and a new
 * quote starting as an itemised estimate.
 */

vi.setConfig({ testTimeout: 30_000 });

useFakeApi();
stubSignedIn();
afterEach(cleanup);

const MOVE_ID = 'mr-1';
const COMPANY_ID = '01JDSEEDC00000000000000001';

const line = (name: string, overrides: Partial<Inventory['rooms'][number]['lines'][number]> = {}) => ({
  catalogue_id: null,
  name,
  quantity: 1,
  cubic_feet: 10,
  weight_lb: 70,
  needs_disassembly: false,
  fragile: false,
  high_value: false,
  ...overrides,
});

const inventory: Inventory = {
  move_request_id: MOVE_ID,
  version: 2,
  updated_at: '2026-11-02T00:00:00Z',
  rooms: [
    {
      kind: 'living_room',
      name: 'Living room',
      lines: [line('Piano, upright', { cubic_feet: 70, weight_lb: 600 }), line('Sofa, 3 seats', { cubic_feet: 50 })],
      photos: [],
    },
    {
      kind: 'bedroom',
      name: 'Bedroom 1',
      lines: [
        line('Mirror, large', { quantity: 2, fragile: true }),
        line('Bed frame, queen', { needs_disassembly: true }),
      ],
      photos: [],
    },
  ],
  totals: { cubic_feet: 150, weight_lb: 880, pieces: 5 },
};

/** The lead as a company sees it: no street address, first name only. */
const lead = savedMoveRequest({
  id: MOVE_ID,
  move_request_from: {
    ...savedMoveRequest().move_request_from,
    address: null,
    unit_level_start: 2,
    unit_level_count: 1,
    is_elevator_required: true,
    is_stairs_required: false,
  },
  move_request_to: { ...savedMoveRequest().move_request_to, address: null },
  special_considerations: 'Gate code at the back entrance',
  is_packing_required: true,
  inventory: { version: 2, ...inventory.totals },
  user: { firstName: 'Jordan', lastName: null, email: null },
});

function renderEditor(stored: Inventory | Error) {
  fakeApi.on(routes.findQuoteByMoveRequestId, new ApiError(404, 'Quote not found')).on(routes.getInventory, stored);
  renderRoute('/manage-leads', <QuoteEditorModal moveRequestId={MOVE_ID} lead={lead} onClose={() => {}} />, {
    user: profileUser({ id: 'user-9', role: 'MOVING_COMPANY', moving_company_id: COMPANY_ID }),
  });
}

describe('the quote editor beside the lead’s facts', () => {
  it('shows the floors, stairs, elevator, special items, inventory and notes beside a new itemised estimate', async () => {
    renderEditor(inventory);
    const dialog = await screen.findByRole('dialog', { name: 'Create & send quote' });
    const facts = within(dialog).getByTestId('lead-facts');
    await within(facts).findByTestId('lead-inventory');

    expect(facts.textContent).toContain('For Jordan');
    expect(facts.textContent).toContain('Packing needed');
    const from = within(facts).getByText('Move from').parentElement!;
    expect(from.textContent).toContain('Raleigh, NC 27601');
    expect(from.textContent).toContain('3rd floor · 1 level');
    expect(within(from).getByText('Elevator')).toBeTruthy();
    expect(within(from).getByText('No stairs')).toBeTruthy();
    const to = within(facts).getByText('Move to').parentElement!;
    expect(within(to).getByText('Stairs')).toBeTruthy();
    expect(within(facts).getByText('Gate code at the back entrance')).toBeTruthy();

    const special = within(facts).getByTestId('lead-special-items');
    expect(
      within(special)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '1 × Piano, upright (Living room)heavy (600 lb each)',
      '2 × Mirror, large (Bedroom 1)fragile',
      '1 × Bed frame, queen (Bedroom 1)disassembly',
    ]);
    expect(within(facts).getByTestId('lead-inventory').textContent).toContain(
      'Inventory (version 2): 150 cu ft · about 880 lb · 5 pieces',
    );
    expect(within(facts).getByRole('button', { name: /Living room \(2 pieces\)/ })).toBeTruthy();

    // The form beside it starts as an itemised estimate; the price or range is still offered.
    expect(within(dialog).getByRole<HTMLInputElement>('radio', { name: 'Itemised estimate' }).checked).toBe(true);
    expect(within(dialog).getByRole<HTMLInputElement>('radio', { name: 'Price or range' }).checked).toBe(false);
    expect(within(dialog).getByTestId('estimate-total')).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: /Binding/ })).toBeTruthy();
  });

  it('without a readable inventory shows the lead’s own totals and no special items section', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderEditor(new ApiError(403, 'Forbidden'));
    const facts = await screen.findByTestId('lead-facts');
    expect((await within(facts).findByTestId('lead-inventory-totals')).textContent).toBe(
      'Inventory: 150 cu ft · about 880 lb · 5 pieces',
    );
    expect(within(facts).queryByTestId('lead-special-items')).toBeNull();
    quiet.mockRestore();
  });
});

describe('specialItems', () => {
  it('lists the heavy, fragile, high-value and take-apart lines room by room', () => {
    expect(specialItems(null)).toEqual([]);
    expect(specialItems(inventory)).toEqual([
      { name: '1 × Piano, upright', room: 'Living room', notes: ['heavy (600 lb each)'] },
      { name: '2 × Mirror, large', room: 'Bedroom 1', notes: ['fragile'] },
      { name: '1 × Bed frame, queen', room: 'Bedroom 1', notes: ['disassembly'] },
    ]);
    const safe = { rooms: [{ ...inventory.rooms[0], lines: [line('Safe', { weight_lb: 300, high_value: true })] }] };
    expect(specialItems(safe)[0].notes).toEqual(['heavy (300 lb each)', 'over $100/lb']);
  });
});
