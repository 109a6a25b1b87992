/**
 * Benchmark: what a move's inventory costs to read and to save (docs/inventory.md). A customer
 * saves an inventory of ROOMS rooms (default 20, the most allowed) of LINES lines each (default
 * 50); then GET /api/move-request/{id}/inventory as the customer and as the company the
 * customer asked (the quote editor's read). Goal: the head and one Query of the version's
 * rooms beyond the move request and the caller's access (at most 2 reads a room: here 1 item a
 * room). Then the lead pages (lead search, the lead manager) with the inventory's totals from
 * the request's own copies: no inventory item read. Counts items read with read-tally.ts and
 * latency through the local gateway; prints; never fails.
 * Run: npx tsx test/bench/inventory-reads.ts   (BENCH_INVENTORY_ROOMS, BENCH_INVENTORY_LINES to change)
 */
import { pathToFileURL } from 'node:url';
import { BOX_SIZES, INVENTORY_CATALOGUE, INVENTORY_ROOM_KINDS } from '@schemas/inventory-catalogue';
import { INVENTORY_LIMITS, type PutInventoryBody } from '@schemas/inventory';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { dayFromToday } from '@test/support/fixtures/dates';
import { customerWithMove } from '@test/support/fixtures/moves';
import { requestQuoteFrom } from '@test/support/fixtures/quotes';
import type { TestUser } from '@test/support/fixtures/users';
import { BENCH_PORTS, withBenchStack } from './bench-stack';
import { measure, ms } from './measure';
import { countingPlugin, resetTally, tally } from './read-tally';

const ROOMS = Math.min(Number(process.env.BENCH_INVENTORY_ROOMS ?? 20), INVENTORY_LIMITS.rooms);
const LINES = Math.min(Number(process.env.BENCH_INVENTORY_LINES ?? 50), INVENTORY_LIMITS.linesPerRoom);

/** ROOMS rooms of LINES catalogue lines each, within the piece limit. */
function largeInventory(): PutInventoryBody {
  const ids = [...INVENTORY_CATALOGUE.map((item) => item.id), ...BOX_SIZES.map((box) => box.id)];
  const quantity = Math.max(1, Math.floor(INVENTORY_LIMITS.pieces / (ROOMS * LINES)));
  return {
    rooms: Array.from({ length: ROOMS }, (_, room) => ({
      kind: INVENTORY_ROOM_KINDS[room % INVENTORY_ROOM_KINDS.length].kind,
      name: `Room ${room + 1}`,
      photo_media_ids: [],
      lines: Array.from({ length: LINES }, (_, line) => ({
        catalogue_id: ids[(room * LINES + line) % ids.length],
        quantity,
        needs_disassembly: false,
        fragile: line % 7 === 0,
        high_value: false,
      })),
    })),
  };
}

export async function main() {
  await withBenchStack(BENCH_PORTS, async () => {
    const { dynamoClient } = await import('@functions/platform/aws/dynamodb');
    const day = dayFromToday(450);
    const { customer, moveId } = await customerWithMove({ start: day });
    const { company, user: companyUser } = await companyWithUser();
    await requestQuoteFrom(customer, moveId, company.id, day);

    const body = largeInventory();
    const started = performance.now();
    const saved = await callRoute(routes.putInventory, { token: customer.accessToken, params: { id: moveId }, body });
    if (saved.status !== 200) throw new Error(`saving answered ${saved.status}: ${JSON.stringify(saved.body)}`);
    const { totals } = saved.body;
    console.log(
      `saved ${ROOMS} rooms × ${LINES} lines (${totals.pieces} pieces, ${totals.cubic_feet} cu ft) in ${(performance.now() - started).toFixed(0)} ms`,
    );

    dynamoClient().middlewareStack.use(countingPlugin);
    const read = (who: TestUser) => callRoute(routes.getInventory, { token: who.accessToken, params: { id: moveId } });
    const readMove = (who: TestUser) =>
      callRoute(routes.getMoveRequest, { token: who.accessToken, params: { id: moveId } });
    console.log(
      '\ncaller   | items read: move request alone | with the inventory | inventory itself (goal ≤ 1 + rooms)',
    );
    for (const [label, who] of [
      ['customer', customer],
      ['company', companyUser],
    ] as const) {
      await read(who);
      resetTally();
      await readMove(who);
      const moveAlone = tally.itemsRead;
      resetTally();
      const answer = await read(who);
      if (answer.status !== 200) throw new Error(`${label} read answered ${answer.status}`);
      // GET /move-request/{id} also reads the owner's profile: its access reads are one fewer.
      const inventory = tally.itemsRead - (moveAlone - 1);
      console.log(
        `${label.padEnd(8)} | ${String(moveAlone).padStart(30)} | ${String(tally.itemsRead).padStart(18)} | ${inventory} (${inventory <= 1 + ROOMS ? 'ok' : 'over'})`,
      );
    }
    for (const [label, who] of [
      ['customer', customer],
      ['company', companyUser],
    ] as const) {
      const latency = await measure(1, 30, () => read(who));
      console.log(`${label} GET latency through the local gateway: p50 ${ms(latency.p50)}, p99 ${ms(latency.p99)}`);
    }
    // An equal save reads the current version to compare and writes nothing.
    const resave = await measure(1, 10, () =>
      callRoute(routes.putInventory, { token: customer.accessToken, params: { id: moveId }, body }),
    );
    console.log(`unchanged PUT (compare, no write): p50 ${ms(resave.p50)}, p99 ${ms(resave.p99)}`);

    // The lead pages show the totals from the request's own copies: a search and a lead manager
    // page read no inventory item (goal: the same items as without an inventory).
    const search = () =>
      callRoute(routes.searchMoveRequests, {
        token: companyUser.accessToken,
        body: { startDate: day, endDate: day, limit: 24 },
      });
    const leads = () => callRoute(routes.listMyCompanyQuotes, { token: companyUser.accessToken });
    for (const [label, call, shows] of [
      ['lead search', search, (body: unknown) => JSON.stringify(body).includes(`"cubic_feet":${totals.cubic_feet}`)],
      ['lead manager', leads, (body: unknown) => JSON.stringify(body).includes(`"cubic_feet":${totals.cubic_feet}`)],
    ] as const) {
      await call();
      resetTally();
      const answer = await call();
      const itemsRead = tally.itemsRead;
      const latency = await measure(1, 20, call);
      console.log(
        `${label}: ${itemsRead} items read, totals shown: ${shows(answer.body) ? 'yes' : 'NO'}; p50 ${ms(latency.p50)}, p99 ${ms(latency.p99)}`,
      );
    }
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
