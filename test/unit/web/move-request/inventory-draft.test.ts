import { describe, expect, it } from 'vitest';
import { catalogueItem, TWO_BEDROOM_STARTER } from '@schemas/inventory-catalogue';
import { PutInventoryBodySchema } from '@schemas/inventory';
import {
  catalogueLine,
  draftTotals,
  emptyRoom,
  inventoryBody,
  nextRoomName,
  starterRooms,
  withCatalogueItem,
} from '@web/features/move-request/model/inventory-draft';

describe('the inventory page’s working copy', () => {
  it('starts from the 2-bedroom home with its totals, and sends a body the API accepts', () => {
    const rooms = starterRooms();
    expect(rooms.map((room) => room.name)).toEqual(TWO_BEDROOM_STARTER.map((room) => room.name));
    const totals = draftTotals(rooms);
    expect(totals.cubic_feet).toBeGreaterThanOrEqual(700);
    expect(totals.cubic_feet).toBeLessThanOrEqual(1100);
    expect(totals.pieces).toBe(
      TWO_BEDROOM_STARTER.flatMap((room) => room.items).reduce((n, item) => n + item.quantity, 0),
    );
    const body = inventoryBody(rooms);
    expect(PutInventoryBodySchema.safeParse(body).success).toBe(true);
    // Catalogue lines go by id alone: the server fills their figures.
    expect(body.rooms[0].lines[0]).not.toHaveProperty('cubic_feet');
  });

  it('adds more of an item already in the room rather than a second line, and totals follow', () => {
    const room = withCatalogueItem(
      withCatalogueItem(emptyRoom('kitchen', 'Kitchen'), 'box-medium', 2),
      'box-medium',
      3,
    );
    expect(room.lines).toHaveLength(1);
    expect(room.lines[0].quantity).toBe(5);
    const box = catalogueItem('box-medium')!;
    expect(draftTotals([room])).toEqual({ cubic_feet: 5 * box.cubicFeet, weight_lb: 5 * box.weightLb, pieces: 5 });
  });

  it('sends a custom item with its own figures, and names new rooms without clashing', () => {
    const room = emptyRoom('garage', 'Garage');
    room.lines.push({ ...catalogueLine('box-small'), catalogueId: null, name: 'Canoe', cubicFeet: 40, weightLb: 70 });
    expect(inventoryBody([room]).rooms[0].lines[0]).toMatchObject({
      catalogue_id: null,
      name: 'Canoe',
      cubic_feet: 40,
      weight_lb: 70,
    });
    const rooms = starterRooms();
    expect(nextRoomName(rooms, 'bedroom', 'Bedroom')).toBe('Bedroom 3');
    expect(nextRoomName([], 'office', 'Office')).toBe('Office');
  });
});
