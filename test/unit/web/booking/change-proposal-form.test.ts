import { describe, expect, it } from 'vitest';
import {
  changeProposalResolver,
  EMPTY_CHANGE_PROPOSAL,
  newAddedItem,
  removedLineValue,
  toChangeProposalBody,
  type ChangeProposalFormValues,
} from '@web/features/booking/model/change-proposal-form';

/* The company's proposal form turns its rows of goods into the body's inventory_change. */

const values = (overrides: Partial<ChangeProposalFormValues>): ChangeProposalFormValues => ({
  ...EMPTY_CHANGE_PROPOSAL,
  reason: 'More goods than listed',
  ...overrides,
});

const resolve = (form: ChangeProposalFormValues) =>
  changeProposalResolver(form, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the change proposal form', () => {
  it('sends a catalogue name as its id, an own item with its figures, and a removal by room and item', () => {
    const body = toChangeProposalBody(
      values({
        added: [
          { ...newAddedItem('Garage'), name: 'kayak', quantity: 2 },
          { room: 'Garage', name: 'Rowing boat', quantity: 1, cubic_feet: 40, weight_lb: 120 },
        ],
        removed: [{ line: removedLineValue('Bedroom 1', 'Medium box (3 cu ft)'), quantity: 4 }],
      }),
    );
    expect(body.inventory_change).toMatchObject({
      added: [
        { room: 'Garage', line: { catalogue_id: 'kayak', quantity: 2 } },
        { room: 'Garage', line: { catalogue_id: null, name: 'Rowing boat', cubic_feet: 40, weight_lb: 120 } },
      ],
      removed: [{ room: 'Bedroom 1', item: 'Medium box (3 cu ft)', quantity: 4 }],
    });
  });

  it('sends no inventory change without rows', () => {
    expect(toChangeProposalBody(values({ price: 1600 })).inventory_change).toBeUndefined();
  });

  it('shows an own item without figures under its row’s fields', async () => {
    const result = await resolve(values({ added: [{ ...newAddedItem('Garage'), name: 'Rowing boat' }] }));
    const errors = result.errors as Record<string, Array<Record<string, { message: string }>>>;
    expect(errors.added[0].cubic_feet.message).toMatch(/Cubic feet/);
    expect(errors.added[0].weight_lb.message).toMatch(/Weight/);
  });
});
