/*
 * The household-goods catalogue a customer's room-by-room move inventory is built from
 * (docs/inventory.md, The catalogue). Volumes follow the cube sheets US household-goods movers
 * use for estimates; weights follow the industry's 7 pounds per cubic foot, except for items
 * clearly much denser (pianos, safes, exercise machines, ranges) or lighter (mattresses, lamps,
 * TVs, bicycles, most large appliances) than that, which carry their own realistic weight. Every
 * figure is an estimate for pricing and planning, never a legal weight.
 */

/**
 * The rooms an inventory is grouped by, with the label a person reads. An item's `rooms` say
 * where a picker suggests it first; any item may be listed in any room, and no item names
 * 'other' (a hallway, a sunroom: the customer picks from the whole catalogue).
 */
export const INVENTORY_ROOM_KINDS = [
  { kind: 'living_room', label: 'Living room' },
  { kind: 'kitchen', label: 'Kitchen' },
  { kind: 'dining_room', label: 'Dining room' },
  { kind: 'bedroom', label: 'Bedroom' },
  { kind: 'bathroom', label: 'Bathroom' },
  { kind: 'office', label: 'Office' },
  { kind: 'kids_room', label: 'Kids’ room' },
  { kind: 'laundry', label: 'Laundry room' },
  { kind: 'garage', label: 'Garage' },
  { kind: 'patio', label: 'Patio or yard' },
  { kind: 'basement', label: 'Basement' },
  { kind: 'attic', label: 'Attic' },
  { kind: 'storage', label: 'Storage' },
  { kind: 'other', label: 'Other' },
] as const;

/** One room kind of INVENTORY_ROOM_KINDS ('living_room', 'kitchen', …). */
export type InventoryRoomKind = (typeof INVENTORY_ROOM_KINDS)[number]['kind'];

/** One piece of furniture, appliance or other household good, with its estimating figures. */
export interface CatalogueItem {
  /** Stable lower-case slug ('sofa-3-seat'): stored inventories refer to it, so it never changes. */
  id: string;
  /** Plain English a customer recognises ('Sofa, 3 seats'). */
  name: string;
  /** The rooms where a picker suggests it first (at least one). */
  rooms: InventoryRoomKind[];
  /** Space it takes in the truck, from the movers' cube sheets. */
  cubicFeet: number;
  /** Estimated weight in pounds: cubic feet × 7 unless the item is clearly denser or lighter. */
  weightLb: number;
  /** Movers usually take it apart to load it (bed frames, large desks, pool tables). */
  usuallyNeedsDisassembly?: boolean;
  /** Breaks easily: glass, screens, mirrors, instruments (extra packing or a crate). */
  usuallyFragile?: boolean;
}

/**
 * The industry's rule of thumb for turning volume into weight: household goods loaded in a truck
 * average about 7 pounds per cubic foot. A mover converting a volume estimate into a weight
 * estimate must explain the conversion in writing (docs/inventory.md, The catalogue).
 */
export const WEIGHT_PER_CUBIC_FOOT_LB = 7;

type ItemFlags = Pick<CatalogueItem, 'usuallyNeedsDisassembly' | 'usuallyFragile'> & { weightLb?: number };

const TAKE_APART = { usuallyNeedsDisassembly: true } as const;
const FRAGILE = { usuallyFragile: true } as const;

/** A catalogue row: weight at 7 lb per cubic foot unless the row gives its own `weightLb`. */
function item(
  id: string,
  name: string,
  rooms: InventoryRoomKind[],
  cubicFeet: number,
  { weightLb, ...flags }: ItemFlags = {},
): CatalogueItem {
  return {
    id,
    name,
    rooms,
    cubicFeet,
    weightLb: weightLb ?? Math.round(cubicFeet * WEIGHT_PER_CUBIC_FOOT_LB),
    ...flags,
  };
}

/**
 * The standard household goods a customer picks from, room by room. Cubic feet follow the
 * conventional movers' cube sheets; weights without their own figure are cubic feet × 7.
 */
export const INVENTORY_CATALOGUE: readonly CatalogueItem[] = [
  // Living room: seating
  item('sofa-3-seat', 'Sofa, 3 seats', ['living_room', 'basement'], 50),
  item('sofa-4-seat', 'Sofa, 4 seats', ['living_room', 'basement'], 60),
  item('loveseat', 'Loveseat (sofa, 2 seats)', ['living_room', 'basement', 'office'], 35),
  item('sofa-sleeper', 'Sleeper sofa (sofa bed)', ['living_room', 'basement', 'office'], 50),
  item('sofa-sectional-piece', 'Sectional sofa, per piece', ['living_room', 'basement'], 30),
  item('futon', 'Futon (frame and mattress)', ['living_room', 'office', 'basement'], 35, TAKE_APART),
  item('daybed', 'Daybed (frame and mattress)', ['living_room', 'office', 'bedroom'], 30, TAKE_APART),
  item('chair-arm', 'Armchair', ['living_room', 'bedroom', 'office'], 10),
  item('chair-overstuffed', 'Overstuffed chair', ['living_room', 'basement'], 25),
  item('chair-accent', 'Accent chair (occasional chair)', ['living_room', 'bedroom'], 15),
  item('recliner', 'Recliner', ['living_room', 'basement', 'bedroom'], 25),
  item('chair-rocking', 'Rocking chair', ['living_room', 'kids_room', 'patio'], 12),
  item('chaise-lounge', 'Chaise lounge (indoor)', ['living_room', 'bedroom'], 25),
  item('chair-massage', 'Massage chair', ['living_room', 'basement'], 25, { weightLb: 250 }),
  item('bean-bag', 'Bean bag chair', ['living_room', 'kids_room', 'basement'], 10, { weightLb: 15 }),
  item('ottoman', 'Ottoman', ['living_room', 'bedroom'], 5),
  item('footstool', 'Footstool', ['living_room', 'bedroom'], 2),
  item('chair-side', 'Side chair (straight chair)', ['living_room', 'dining_room', 'bedroom'], 5),

  // Living room: tables, storage, decor
  item('table-coffee', 'Coffee table', ['living_room', 'basement'], 5),
  item('table-end', 'End table', ['living_room', 'bedroom', 'basement'], 5),
  item('tables-nesting', 'Nesting tables (set)', ['living_room'], 5),
  item('table-console', 'Console or sofa table', ['living_room', 'dining_room'], 10),
  item('bookcase', 'Bookcase', ['living_room', 'office', 'bedroom', 'kids_room', 'basement'], 20),
  item('bookcase-small', 'Bookcase, small (3 shelves or fewer)', ['living_room', 'office', 'bedroom', 'kids_room'], 10),
  item('bookshelf-section', 'Sectional bookshelf, per section', ['living_room', 'office'], 5),
  item('curio-cabinet', 'Curio or display cabinet (glass)', ['living_room', 'dining_room'], 20, FRAGILE),
  item('entertainment-center', 'Entertainment center (wall unit)', ['living_room', 'basement'], 30, TAKE_APART),
  item('tv-stand', 'TV stand or media console', ['living_room', 'bedroom', 'basement'], 15),
  item('bar-cart', 'Bar cart or tea cart', ['living_room', 'dining_room'], 10),
  item('hall-tree', 'Hall tree or coat rack', ['living_room', 'bedroom', 'storage'], 5),
  item('room-divider', 'Room divider or folding screen', ['living_room', 'bedroom'], 5),
  item('lamp-floor', 'Floor lamp', ['living_room', 'bedroom', 'office'], 3, { ...FRAGILE, weightLb: 15 }),
  item('lamp-table', 'Table lamp', ['living_room', 'bedroom', 'office'], 2, { ...FRAGILE, weightLb: 8 }),
  item('rug-large', 'Rug, large (rolled)', ['living_room', 'dining_room', 'bedroom'], 10),
  item('rug-small', 'Rug, small (rolled)', ['living_room', 'bedroom', 'bathroom', 'kids_room'], 3),
  item('mirror-wall', 'Wall mirror, large', ['living_room', 'bedroom', 'bathroom', 'dining_room'], 5, FRAGILE),
  item('artwork-large', 'Framed picture or painting, large', ['living_room', 'dining_room', 'bedroom'], 3, FRAGILE),
  item('clock-grandfather', 'Grandfather clock', ['living_room', 'dining_room'], 20, FRAGILE),
  item('fireplace-tools', 'Fireplace tools and screen', ['living_room'], 5),
  item('plant-large', 'Plant, large (potted)', ['living_room', 'office', 'patio'], 10, { weightLb: 50 }),
  item('plant-small', 'Plant, small (potted)', ['living_room', 'kitchen', 'bathroom', 'office'], 2, { weightLb: 10 }),
  item('aquarium', 'Aquarium with stand (emptied)', ['living_room', 'kids_room', 'office'], 10, FRAGILE),

  // Electronics and instruments
  item('tv-small', 'TV, small (under 40 inches)', ['bedroom', 'kids_room', 'kitchen'], 5, { ...FRAGILE, weightLb: 25 }),
  item('tv-medium', 'TV, medium (40 to 49 inches)', ['bedroom', 'living_room', 'basement'], 10, {
    ...FRAGILE,
    weightLb: 40,
  }),
  item('tv-large', 'TV, large (50 to 64 inches)', ['living_room', 'basement', 'bedroom'], 15, {
    ...FRAGILE,
    weightLb: 60,
  }),
  item('tv-extra-large', 'TV, extra large (65 inches and up)', ['living_room', 'basement'], 20, {
    ...FRAGILE,
    weightLb: 90,
  }),
  item('stereo-component', 'Stereo component (receiver, player)', ['living_room', 'office'], 2, FRAGILE),
  item('speakers-floor', 'Floor-standing speakers (pair)', ['living_room', 'basement'], 5, FRAGILE),
  item('turntable', 'Record player (turntable)', ['living_room', 'office'], 2, FRAGILE),
  item('computer-desktop', 'Desktop computer (tower)', ['office', 'bedroom', 'kids_room'], 3, FRAGILE),
  item('computer-monitor', 'Computer monitor', ['office', 'bedroom', 'kids_room'], 2, FRAGILE),
  item('printer', 'Printer', ['office'], 3, FRAGILE),
  item('arcade-cabinet', 'Arcade game cabinet', ['basement', 'living_room'], 20, { ...FRAGILE, weightLb: 250 }),
  item('piano-upright', 'Piano, upright', ['living_room', 'basement'], 70, { weightLb: 600 }),
  item('piano-spinet', 'Piano, spinet or console', ['living_room', 'basement'], 60, { weightLb: 400 }),
  item('piano-baby-grand', 'Piano, baby grand', ['living_room'], 70, { ...TAKE_APART, weightLb: 600 }),
  item('piano-grand', 'Piano, grand (parlor)', ['living_room'], 80, { ...TAKE_APART, weightLb: 750 }),
  item('piano-digital', 'Digital piano or keyboard with stand', ['living_room', 'kids_room', 'office'], 10, {
    weightLb: 60,
  }),
  item('piano-bench', 'Piano bench', ['living_room', 'basement'], 5),
  item('drum-kit', 'Drum kit', ['basement', 'garage', 'kids_room'], 15, { ...TAKE_APART, weightLb: 70 }),
  item('guitar', 'Guitar in its case', ['living_room', 'bedroom', 'office'], 2, FRAGILE),
  item('guitar-amplifier', 'Guitar amplifier', ['living_room', 'basement', 'garage'], 3, { weightLb: 40 }),

  // Dining room
  item('table-dining', 'Dining table', ['dining_room', 'kitchen'], 30, TAKE_APART),
  item('chair-dining', 'Dining chair', ['dining_room', 'kitchen'], 5),
  item('bench-dining', 'Dining bench', ['dining_room', 'kitchen'], 10),
  item('buffet', 'Buffet or sideboard', ['dining_room', 'living_room'], 30),
  item('china-cabinet', 'China cabinet or hutch', ['dining_room'], 25, FRAGILE),
  item('cabinet-corner', 'Corner cabinet', ['dining_room', 'living_room'], 20),
  item('server', 'Server (serving cabinet)', ['dining_room'], 15),
  item('bar-portable', 'Portable bar', ['dining_room', 'living_room', 'basement'], 15),
  item('wine-rack', 'Wine rack, freestanding', ['dining_room', 'kitchen', 'basement'], 5),
  item('wine-fridge', 'Wine fridge', ['dining_room', 'kitchen', 'basement'], 10),

  // Kitchen
  item('refrigerator-large', 'Refrigerator, large (over 10 cu ft inside)', ['kitchen', 'garage', 'basement'], 60, {
    weightLb: 350,
  }),
  item('refrigerator-medium', 'Refrigerator, medium (7 to 10 cu ft inside)', ['kitchen', 'garage', 'basement'], 45, {
    weightLb: 200,
  }),
  item('refrigerator-small', 'Refrigerator, small (6 cu ft or less inside)', ['kitchen', 'garage', 'basement'], 30, {
    weightLb: 120,
  }),
  item('mini-fridge', 'Mini fridge (dorm or bar size)', ['kitchen', 'office', 'bedroom', 'basement'], 10, {
    weightLb: 50,
  }),
  item('freezer-small', 'Freezer, 10 cu ft or less inside', ['garage', 'basement', 'kitchen'], 30, { weightLb: 120 }),
  item('freezer-medium', 'Freezer, 11 to 15 cu ft inside', ['garage', 'basement', 'kitchen'], 45, { weightLb: 180 }),
  item('freezer-large', 'Freezer, 16 cu ft or more inside', ['garage', 'basement', 'kitchen'], 60, { weightLb: 250 }),
  item('range-20', 'Range (stove), 20 inches wide', ['kitchen'], 10, { weightLb: 120 }),
  item('range-30', 'Range (stove), 30 inches wide', ['kitchen'], 15, { weightLb: 200 }),
  item('range-36', 'Range (stove), 36 inches wide', ['kitchen'], 30, { weightLb: 300 }),
  item('dishwasher', 'Dishwasher (portable or uninstalled)', ['kitchen'], 20, { weightLb: 90 }),
  item('microwave', 'Microwave oven', ['kitchen', 'office'], 5, FRAGILE),
  item('table-kitchen', 'Kitchen table', ['kitchen', 'dining_room'], 10),
  item('kitchen-cart', 'Kitchen cart or movable island', ['kitchen'], 10),
  item('kitchen-cabinet', 'Kitchen cabinet, freestanding (pantry)', ['kitchen', 'laundry', 'garage'], 30),
  item('cabinet-utility', 'Utility cabinet', ['kitchen', 'laundry', 'garage', 'basement'], 10),
  item('bar-stool', 'Bar or counter stool', ['kitchen', 'living_room', 'basement'], 3),
  item('high-chair', 'High chair', ['kitchen', 'kids_room'], 5),
  item('water-cooler', 'Water cooler (dispenser)', ['kitchen', 'office'], 5),

  // Laundry room
  item('washer', 'Washing machine', ['laundry', 'garage', 'basement'], 25, { weightLb: 200 }),
  item('dryer', 'Clothes dryer', ['laundry', 'garage', 'basement'], 25, { weightLb: 140 }),
  item('washer-dryer-stacked', 'Washer and dryer, stacked unit', ['laundry', 'kitchen'], 40, { weightLb: 300 }),
  item('ironing-board', 'Ironing board', ['laundry', 'bedroom'], 2),
  item('drying-rack', 'Clothes drying rack', ['laundry'], 2, { weightLb: 8 }),
  item('hamper', 'Hamper', ['bathroom', 'bedroom', 'laundry', 'kids_room'], 2, { weightLb: 8 }),
  item('vacuum', 'Vacuum cleaner', ['laundry', 'storage', 'living_room'], 5, { weightLb: 20 }),
  item('sewing-machine-cabinet', 'Sewing machine with cabinet', ['office', 'laundry', 'bedroom'], 15),
  item('dehumidifier', 'Dehumidifier', ['basement', 'laundry'], 5),

  // Bedroom
  item('bed-king', 'King bed (frame, mattress, box spring)', ['bedroom'], 70, TAKE_APART),
  item('bed-queen', 'Queen bed (frame, mattress, box spring)', ['bedroom'], 65, TAKE_APART),
  item('bed-full', 'Full (double) bed (frame, mattress, box spring)', ['bedroom', 'kids_room'], 60, TAKE_APART),
  item('bed-twin', 'Twin bed (frame, mattress, box spring)', ['bedroom', 'kids_room'], 40, TAKE_APART),
  item('bed-bunk', 'Bunk beds (set of 2, with mattresses)', ['kids_room', 'bedroom'], 70, TAKE_APART),
  item('bed-rollaway', 'Rollaway bed', ['bedroom', 'storage'], 20),
  item('bed-waterbed', 'Waterbed, drained (frame and bladder)', ['bedroom'], 60, TAKE_APART),
  item('mattress-king', 'Mattress only, king', ['bedroom', 'storage', 'basement'], 40, { weightLb: 120 }),
  item('mattress-queen', 'Mattress only, queen', ['bedroom', 'storage', 'basement'], 30, { weightLb: 90 }),
  item('mattress-full', 'Mattress only, full (double)', ['bedroom', 'kids_room', 'storage'], 25, { weightLb: 70 }),
  item('mattress-twin', 'Mattress only, twin', ['bedroom', 'kids_room', 'storage'], 20, { weightLb: 50 }),
  item('headboard', 'Headboard (on its own)', ['bedroom'], 10),
  item('dresser-single', 'Dresser, single (6 drawers or fewer)', ['bedroom', 'kids_room'], 30),
  item('dresser-double', 'Dresser, double', ['bedroom'], 40),
  item('dresser-triple', 'Dresser, triple (9 drawers or more)', ['bedroom'], 50),
  item('chest-of-drawers', 'Chest of drawers (tall)', ['bedroom', 'kids_room'], 20),
  item('mirror-dresser', 'Dresser mirror', ['bedroom'], 5, FRAGILE),
  item('mirror-floor', 'Floor mirror (standing)', ['bedroom', 'bathroom'], 5, FRAGILE),
  item('nightstand', 'Nightstand', ['bedroom', 'kids_room'], 5),
  item('armoire', 'Armoire or wardrobe, large', ['bedroom'], 40),
  item('wardrobe-small', 'Wardrobe, small (freestanding)', ['bedroom', 'kids_room'], 20),
  item('vanity-table', 'Vanity or dressing table', ['bedroom'], 20),
  item('vanity-bench', 'Vanity bench or stool', ['bedroom', 'bathroom'], 3),
  item('chest-cedar', 'Cedar chest or hope chest', ['bedroom', 'attic', 'storage'], 15),
  item('bench-bed', 'Bench (end of bed)', ['bedroom'], 5),
  item('jewelry-armoire', 'Jewelry armoire', ['bedroom'], 5),

  // Kids' room
  item('crib', 'Crib (with mattress)', ['kids_room'], 10, TAKE_APART),
  item('bassinet', 'Bassinet', ['kids_room', 'bedroom'], 5, { weightLb: 20 }),
  item('bed-toddler', 'Toddler bed (with mattress)', ['kids_room'], 15, TAKE_APART),
  item('changing-table', 'Changing table', ['kids_room'], 10),
  item('glider-nursery', 'Nursery glider or rocker', ['kids_room', 'living_room'], 15),
  item('toy-chest', 'Toy chest', ['kids_room', 'living_room'], 5),
  item('toy-storage', 'Toy storage unit with bins', ['kids_room', 'basement'], 10, { weightLb: 40 }),
  item('table-child', 'Child’s table', ['kids_room'], 5),
  item('chair-child', 'Child’s chair', ['kids_room'], 2),
  item('play-yard', 'Play yard or playpen', ['kids_room', 'living_room'], 5, { weightLb: 25 }),
  item('play-kitchen', 'Play kitchen', ['kids_room', 'basement'], 10, { weightLb: 40 }),
  item('dollhouse', 'Dollhouse', ['kids_room'], 5, FRAGILE),
  item('stroller', 'Stroller', ['kids_room', 'garage'], 5, { weightLb: 25 }),
  item('wagon-child', 'Child’s wagon', ['garage', 'kids_room'], 5),
  item('tricycle', 'Tricycle or child’s bike', ['garage', 'kids_room'], 5, { weightLb: 20 }),

  // Bathroom
  item('bathroom-cabinet', 'Bathroom storage cabinet (freestanding)', ['bathroom'], 10),
  item('over-toilet-shelf', 'Over-the-toilet shelf', ['bathroom'], 5, { weightLb: 20 }),
  item('towel-rack', 'Towel rack, standing', ['bathroom'], 2, { weightLb: 8 }),
  item('space-heater', 'Space heater', ['bathroom', 'bedroom', 'office', 'basement'], 3),

  // Office
  item('desk', 'Desk', ['office', 'bedroom', 'kids_room'], 22),
  item('desk-large', 'Desk, large (executive)', ['office'], 35, TAKE_APART),
  item('desk-l-shaped', 'Desk, L-shaped or corner', ['office', 'bedroom'], 30, TAKE_APART),
  item('desk-standing', 'Standing desk (adjustable)', ['office', 'bedroom'], 15, TAKE_APART),
  item('desk-secretary', 'Secretary desk', ['office', 'living_room'], 20),
  item('chair-office', 'Office chair', ['office', 'bedroom', 'kids_room'], 5),
  item('file-cabinet-2', 'File cabinet, 2 drawers', ['office'], 10),
  item('file-cabinet-4', 'File cabinet, 4 drawers', ['office', 'basement'], 20),
  item('file-cabinet-lateral', 'Lateral file cabinet', ['office'], 20),
  item('credenza', 'Credenza', ['office', 'dining_room'], 20),
  item('safe-small', 'Safe, small (fire safe)', ['office', 'bedroom'], 3, { weightLb: 100 }),
  item('safe-home', 'Safe, home (medium)', ['office', 'bedroom', 'basement'], 10, { weightLb: 350 }),
  item('gun-safe', 'Gun safe', ['basement', 'garage', 'office'], 20, { weightLb: 600 }),

  // Heating and cooling
  item('air-conditioner-small', 'Window air conditioner, small', ['bedroom', 'living_room', 'storage'], 15, {
    weightLb: 70,
  }),
  item('air-conditioner-large', 'Window air conditioner, large', ['living_room', 'bedroom', 'storage'], 20, {
    weightLb: 120,
  }),
  item('fan', 'Fan, floor or box', ['bedroom', 'living_room', 'storage'], 3, { weightLb: 12 }),
  item('air-purifier', 'Air purifier', ['bedroom', 'living_room', 'office'], 3),

  // Exercise and games
  item('treadmill', 'Treadmill', ['basement', 'garage', 'office'], 30, { weightLb: 275 }),
  item('elliptical', 'Elliptical trainer', ['basement', 'garage'], 30, { ...TAKE_APART, weightLb: 250 }),
  item('exercise-bike', 'Exercise bike (stationary)', ['basement', 'bedroom', 'office'], 10, { weightLb: 120 }),
  item('rowing-machine', 'Rowing machine', ['basement', 'garage'], 15, { weightLb: 70 }),
  item('weight-bench', 'Weight bench', ['basement', 'garage'], 10),
  item('free-weights', 'Free weights and dumbbells (set)', ['basement', 'garage'], 5, { weightLb: 300 }),
  item('home-gym', 'Home gym (multi-station)', ['basement', 'garage'], 40, { ...TAKE_APART, weightLb: 400 }),
  item('power-rack', 'Power rack or squat rack', ['garage', 'basement'], 25, { ...TAKE_APART, weightLb: 250 }),
  item('punching-bag', 'Punching bag (heavy bag)', ['garage', 'basement'], 5, { weightLb: 80 }),
  item('pool-table', 'Pool table (slate)', ['basement'], 40, { ...TAKE_APART, weightLb: 800 }),
  item('ping-pong-table', 'Ping-pong table', ['basement', 'garage'], 20),
  item('foosball-table', 'Foosball table', ['basement'], 20),

  // Garage and workshop
  item('bicycle', 'Bicycle', ['garage', 'storage', 'patio'], 10, { weightLb: 30 }),
  item('lawn-mower', 'Lawn mower (gas or electric)', ['garage'], 15),
  item('lawn-mower-reel', 'Lawn mower, manual reel', ['garage'], 5),
  item('lawn-mower-riding', 'Riding lawn mower', ['garage'], 35, { weightLb: 500 }),
  item('snow-blower', 'Snow blower', ['garage'], 15),
  item('trimmer-blower', 'String trimmer or leaf blower', ['garage'], 3, { weightLb: 15 }),
  item('garden-tools', 'Garden hose and tools', ['garage', 'patio'], 10),
  item('hose-reel', 'Garden hose reel', ['garage', 'patio'], 3),
  item('wheelbarrow', 'Wheelbarrow', ['garage', 'patio'], 8),
  item('ladder-step', 'Stepladder', ['garage', 'laundry', 'storage'], 3),
  item('ladder-extension', 'Extension ladder', ['garage'], 10, { weightLb: 50 }),
  item('workbench', 'Workbench', ['garage', 'basement'], 20, TAKE_APART),
  item('tool-chest', 'Tool chest, rolling (full)', ['garage', 'basement'], 10, { weightLb: 250 }),
  item('toolbox', 'Toolbox with hand tools', ['garage', 'basement', 'storage'], 2, { weightLb: 30 }),
  item('table-saw', 'Table saw', ['garage', 'basement'], 10, { weightLb: 150 }),
  item('shop-vacuum', 'Shop vacuum', ['garage', 'basement'], 5, { weightLb: 25 }),
  item('air-compressor', 'Air compressor, portable', ['garage'], 5, { weightLb: 60 }),
  item('generator', 'Generator, portable (drained)', ['garage'], 5, { weightLb: 150 }),
  item('pressure-washer', 'Pressure washer', ['garage'], 5, { weightLb: 60 }),
  item('shelving-unit', 'Shelving unit (metal or plastic)', ['garage', 'basement', 'storage', 'attic', 'laundry'], 5),
  item('garage-cabinet', 'Garage cabinet, freestanding', ['garage'], 20),
  item('storage-tote', 'Plastic storage tote, packed', ['garage', 'basement', 'attic', 'storage'], 3, { weightLb: 25 }),
  item('trash-can', 'Trash or recycling can (outdoor)', ['garage', 'patio'], 7, { weightLb: 25 }),

  // Sports and outdoor gear
  item('kayak', 'Kayak', ['garage', 'patio', 'storage'], 20, { weightLb: 50 }),
  item('canoe', 'Canoe', ['garage', 'patio', 'storage'], 30, { weightLb: 70 }),
  item('skis', 'Skis or snowboard (pair, with poles)', ['garage', 'storage', 'basement'], 2),
  item('golf-bag', 'Golf bag with clubs', ['garage', 'storage'], 2, { weightLb: 30 }),
  item('sled', 'Sled', ['garage', 'storage'], 2),
  item('cooler', 'Cooler, large', ['garage', 'patio'], 3),
  item('basketball-hoop', 'Basketball hoop, portable (base emptied)', ['garage', 'patio'], 20, TAKE_APART),
  item('trampoline', 'Trampoline (taken apart)', ['patio'], 20, TAKE_APART),
  item('swing-set', 'Swing set (taken apart)', ['patio'], 30, TAKE_APART),

  // Patio and yard
  item('grill', 'Grill (gas or charcoal)', ['patio', 'garage'], 10),
  item('patio-table', 'Patio table', ['patio'], 10),
  item('patio-chair', 'Patio chair', ['patio'], 5),
  item('lawn-chair', 'Folding lawn chair', ['patio', 'garage'], 3, { weightLb: 10 }),
  item('chaise-outdoor', 'Outdoor chaise lounge', ['patio'], 10),
  item('patio-sofa', 'Outdoor sofa or settee', ['patio'], 20),
  item('patio-umbrella', 'Patio umbrella with base', ['patio'], 5),
  item('picnic-table', 'Picnic table', ['patio'], 20),
  item('porch-swing', 'Porch swing or glider', ['patio'], 20),
  item('hammock-stand', 'Hammock with stand', ['patio'], 10, { weightLb: 40 }),
  item('fire-pit', 'Fire pit, portable', ['patio'], 5),
  item('patio-heater', 'Patio heater (tank removed)', ['patio'], 10, { weightLb: 50 }),
  item('planter-large', 'Planter, large (emptied)', ['patio'], 5),
  item('garden-bench', 'Garden bench', ['patio'], 10),
  item('deck-box', 'Deck box (outdoor storage)', ['patio'], 10, { weightLb: 40 }),

  // Basement, attic and storage
  item('trunk', 'Trunk or footlocker', ['attic', 'storage', 'basement', 'bedroom'], 10),
  item('suitcase', 'Suitcase', ['storage', 'attic', 'bedroom'], 3),
  item('christmas-tree', 'Artificial Christmas tree (boxed)', ['attic', 'storage', 'basement'], 5),
  item('folding-table', 'Folding table', ['storage', 'basement', 'garage'], 5),
  item('folding-chair', 'Folding chair', ['storage', 'basement', 'garage'], 2),

  // Pets
  item('pet-crate', 'Pet crate, large', ['living_room', 'laundry', 'garage'], 10, { weightLb: 40 }),
  item('cat-tree', 'Cat tree', ['living_room', 'bedroom'], 10, { weightLb: 40 }),
];

/**
 * Moving boxes by size: cubic feet of the standard cartons movers sell, and the weight of one
 * packed the usual way (a small box holds books, so boxes run denser than 7 lb per cubic foot).
 */
export const BOX_SIZES = [
  { id: 'box-small', name: 'Small box (1.5 cu ft)', cubicFeet: 1.5, weightLb: 22 },
  { id: 'box-medium', name: 'Medium box (3 cu ft)', cubicFeet: 3, weightLb: 28 },
  { id: 'box-large', name: 'Large box (4.5 cu ft)', cubicFeet: 4.5, weightLb: 38 },
  { id: 'box-extra-large', name: 'Extra large box (6 cu ft)', cubicFeet: 6, weightLb: 43 },
  { id: 'box-wardrobe', name: 'Wardrobe box (10 cu ft)', cubicFeet: 10, weightLb: 55 },
  { id: 'box-dish-pack', name: 'Dish pack (5.2 cu ft)', cubicFeet: 5.2, weightLb: 45 },
  { id: 'box-picture-mirror', name: 'Picture or mirror box (3 cu ft)', cubicFeet: 3, weightLb: 25 },
] as const;

/** One box size of BOX_SIZES: its id, name, cubic feet and packed weight. */
export type BoxSize = (typeof BOX_SIZES)[number];

const BY_ID = new Map<string, CatalogueItem | BoxSize>([
  ...INVENTORY_CATALOGUE.map((entry) => [entry.id, entry] as const),
  ...BOX_SIZES.map((box) => [box.id, box] as const),
]);

/** The catalogue item or box size with this id, or undefined for an id neither knows. */
export const catalogueItem = (id: string): CatalogueItem | BoxSize | undefined => BY_ID.get(id);

/**
 * A typical 2-bedroom home, the starting point a customer edits into their own inventory. It
 * adds up to 914.6 cubic feet and 6,417 pounds in 100 pieces, 47 of them boxes (docs/inventory.md),
 * inside the 700 to 1,100 cubic feet and 4,500 to 8,000 pounds commonly cited for 2 bedrooms.
 */
export const TWO_BEDROOM_STARTER: readonly {
  kind: InventoryRoomKind;
  name: string;
  items: { id: string; quantity: number }[];
}[] = [
  {
    kind: 'living_room',
    name: 'Living room',
    items: [
      { id: 'sofa-3-seat', quantity: 1 },
      { id: 'loveseat', quantity: 1 },
      { id: 'recliner', quantity: 1 },
      { id: 'table-coffee', quantity: 1 },
      { id: 'table-end', quantity: 2 },
      { id: 'tv-large', quantity: 1 },
      { id: 'tv-stand', quantity: 1 },
      { id: 'bookcase', quantity: 1 },
      { id: 'lamp-floor', quantity: 1 },
      { id: 'lamp-table', quantity: 2 },
      { id: 'box-small', quantity: 3 },
      { id: 'box-medium', quantity: 3 },
      { id: 'box-picture-mirror', quantity: 2 },
    ],
  },
  {
    kind: 'kitchen',
    name: 'Kitchen',
    items: [
      { id: 'refrigerator-large', quantity: 1 },
      { id: 'microwave', quantity: 1 },
      { id: 'bar-stool', quantity: 2 },
      { id: 'box-small', quantity: 3 },
      { id: 'box-medium', quantity: 5 },
      { id: 'box-dish-pack', quantity: 3 },
    ],
  },
  {
    kind: 'dining_room',
    name: 'Dining room',
    items: [
      { id: 'table-dining', quantity: 1 },
      { id: 'chair-dining', quantity: 4 },
      { id: 'china-cabinet', quantity: 1 },
      { id: 'box-medium', quantity: 2 },
    ],
  },
  {
    kind: 'bedroom',
    name: 'Bedroom 1',
    items: [
      { id: 'bed-queen', quantity: 1 },
      { id: 'dresser-double', quantity: 1 },
      { id: 'mirror-dresser', quantity: 1 },
      { id: 'nightstand', quantity: 2 },
      { id: 'lamp-table', quantity: 2 },
      { id: 'tv-medium', quantity: 1 },
      { id: 'box-small', quantity: 2 },
      { id: 'box-medium', quantity: 4 },
      { id: 'box-large', quantity: 3 },
      { id: 'box-wardrobe', quantity: 2 },
    ],
  },
  {
    kind: 'bedroom',
    name: 'Bedroom 2',
    items: [
      { id: 'bed-full', quantity: 1 },
      { id: 'dresser-single', quantity: 1 },
      { id: 'nightstand', quantity: 1 },
      { id: 'desk', quantity: 1 },
      { id: 'chair-office', quantity: 1 },
      { id: 'bookcase-small', quantity: 1 },
      { id: 'box-small', quantity: 3 },
      { id: 'box-medium', quantity: 2 },
      { id: 'box-large', quantity: 2 },
      { id: 'box-wardrobe', quantity: 1 },
    ],
  },
  {
    kind: 'bathroom',
    name: 'Bathroom',
    items: [
      { id: 'hamper', quantity: 1 },
      { id: 'over-toilet-shelf', quantity: 1 },
      { id: 'box-small', quantity: 1 },
      { id: 'box-medium', quantity: 1 },
    ],
  },
  {
    kind: 'garage',
    name: 'Garage or storage',
    items: [
      { id: 'washer', quantity: 1 },
      { id: 'dryer', quantity: 1 },
      { id: 'lawn-mower', quantity: 1 },
      { id: 'bicycle', quantity: 2 },
      { id: 'grill', quantity: 1 },
      { id: 'patio-table', quantity: 1 },
      { id: 'patio-chair', quantity: 2 },
      { id: 'garden-tools', quantity: 1 },
      { id: 'ladder-step', quantity: 1 },
      { id: 'shelving-unit', quantity: 2 },
      { id: 'toolbox', quantity: 1 },
      { id: 'vacuum', quantity: 1 },
      { id: 'box-large', quantity: 3 },
      { id: 'box-extra-large', quantity: 2 },
    ],
  },
];

/** One line of an inventory: a catalogue item or box by id, or a custom item with its own figures. */
interface InventoryLine {
  id: string;
  quantity: number;
  cubicFeet?: number;
  weightLb?: number;
}

/** The figures for one unit of a line: its own when given (a custom item), else the catalogue's. */
function unitFigures(line: InventoryLine): { cubicFeet: number; weightLb: number } {
  if (line.cubicFeet !== undefined) {
    return { cubicFeet: line.cubicFeet, weightLb: line.weightLb ?? line.cubicFeet * WEIGHT_PER_CUBIC_FOOT_LB };
  }
  const known = catalogueItem(line.id);
  if (!known) throw new Error(`Inventory item '${line.id}' is not in the catalogue and has no cubic feet of its own`);
  return { cubicFeet: known.cubicFeet, weightLb: line.weightLb ?? known.weightLb };
}

/**
 * The totals of an inventory: cubic feet (to 1 decimal), weight (to the pound) and the number of
 * pieces (boxes included: the mover's inventory numbers every carton and every item). A line
 * with its own `cubicFeet` (a custom item, id 'custom-…') uses its own figures, its weight at
 * 7 lb per cubic foot when it gives none; any other line uses the catalogue's. Throws for an id
 * the catalogue does not know on a line without its own cubic feet.
 */
export function inventoryTotals(rooms: readonly { items: readonly InventoryLine[] }[]): {
  cubicFeet: number;
  weightLb: number;
  itemCount: number;
} {
  let cubicFeet = 0;
  let weightLb = 0;
  let itemCount = 0;
  for (const room of rooms) {
    for (const line of room.items) {
      const unit = unitFigures(line);
      cubicFeet += unit.cubicFeet * line.quantity;
      weightLb += unit.weightLb * line.quantity;
      itemCount += line.quantity;
    }
  }
  return { cubicFeet: Math.round(cubicFeet * 10) / 10, weightLb: Math.round(weightLb), itemCount };
}
