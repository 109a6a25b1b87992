import { recordFinalPrice, recordQuotedPrice } from '@functions/core/data/price-guide/price-guide-writes';
import { bucketOf, moveMiles, placementOf, type MoveShape } from '@functions/price-guide';
import { DEMO_COMPANY_ID, SEED_COMPANIES } from './companies';
import { DEMO_CUSTOMER_MOVE, DEMO_MOVES, type DemoPlace } from './demo-moves';
import { demoCustomerHome, homeOf } from './seed-inventories';
import { totalsOf } from '@schemas/inventory';

/*
 * Price guide history (docs/price-guidance.md) for the demo: past quotes and completed moves
 * like customer@example.com's move and like each NC demo lead, filed through the same writes
 * the PriceGuide event rule uses (never a hand-made aggregate). Each past quote has a fixed
 * sample id, so a rerun files nothing twice.
 */

/** Spread of the past quotes around a bucket's typical price. */
const QUOTE_OFFSETS = [-350, -200, -100, 0, 100, 150, 300, 450];
/** Tar Heel's own past quotes for moves like the demo customer's: enough for its 'usually quotes' line. */
const TAR_HEEL_OFFSETS = [-150, 0, 120];
const FINAL_OFFSETS = [-120, 40, 180];

const OTHER_NC_COMPANIES = SEED_COMPANIES.filter((c) => c.state === 'NC' && c.id !== DEMO_COMPANY_ID).map((c) => c.id);

interface PastMove {
  id: string;
  from: DemoPlace;
  to: DemoPlace;
  bedrooms: number;
  packing: boolean;
  /** The inventory's cubic feet of such a move: its prices are filed by volume too. */
  cubicFeet: number;
}

const shapeOf = (move: PastMove): MoveShape => ({
  from_location: { state: move.from.state, zip: move.from.zip, count_bedrooms: move.bedrooms },
  to_location: { zip: move.to.zip },
  is_packing_required: move.packing,
  inventory_cubic_feet: move.cubicFeet,
});

/** The cubic feet of the seed's home of that many bedrooms (seed-inventories.ts). */
const cubicFeetOf = (bedrooms: number) => totalsOf(homeOf(bedrooms)).cubic_feet;

/** A plausible price for the move: by bedrooms, miles and packing, rounded to $10. */
function typicalPrice(move: PastMove): number {
  const miles = Math.min(400, moveMiles(shapeOf(move)) ?? 0);
  return Math.round((700 + 450 * move.bedrooms + 6 * miles + (move.packing ? 450 : 0)) / 10) * 10;
}

async function fileHistory(move: PastMove, withTarHeel: boolean): Promise<number> {
  const shape = shapeOf(move);
  const typical = typicalPrice(move);
  let filed = 0;
  for (const [i, offset] of QUOTE_OFFSETS.entries()) {
    const placement = placementOf(shape, typical + offset);
    const company = OTHER_NC_COMPANIES[i % OTHER_NC_COMPANIES.length];
    if (placement && (await recordQuotedPrice(`seed-history-${move.id}-q${i}`, company, placement))) filed++;
  }
  for (const [i, offset] of (withTarHeel ? TAR_HEEL_OFFSETS : []).entries()) {
    const placement = placementOf(shape, typical + offset);
    if (placement && (await recordQuotedPrice(`seed-history-${move.id}-t${i}`, DEMO_COMPANY_ID, placement))) filed++;
  }
  for (const [i, offset] of FINAL_OFFSETS.entries()) {
    const placement = placementOf(shape, typical + offset);
    if (placement && (await recordFinalPrice(`seed-history-${move.id}-f${i}`, placement))) filed++;
  }
  return filed;
}

/** Files the demo's price history once per bucket; answers how many prices were filed (0 on a rerun). */
export async function seedPriceGuide(): Promise<number> {
  const customerMove: PastMove = {
    id: DEMO_CUSTOMER_MOVE.moveId,
    from: DEMO_CUSTOMER_MOVE.from,
    to: DEMO_CUSTOMER_MOVE.to,
    bedrooms: 2,
    packing: false,
    cubicFeet: totalsOf(demoCustomerHome()).cubic_feet,
  };
  const leads: PastMove[] = DEMO_MOVES.filter((move) => move.from.state === 'NC').map((move) => ({
    id: move.moveId,
    from: move.from,
    to: move.to,
    bedrooms: move.bedrooms,
    packing: move.packing,
    cubicFeet: cubicFeetOf(move.bedrooms),
  }));
  const seen = new Set<string>();
  let filed = 0;
  for (const move of [customerMove, ...leads]) {
    const bucket = bucketOf(shapeOf(move));
    if (!bucket || seen.has(bucket)) continue;
    seen.add(bucket);
    filed += await fileHistory(move, move === customerMove);
  }
  return filed;
}
