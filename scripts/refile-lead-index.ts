/**
 * Re-files every stored move request under the lead index keys of functions/core/data/lead-keys.ts
 * (docs/leads.md, "Existing data"): sets origin_state and the lead_* attributes from the request's
 * own dates and locations, so ElectroDB rebuilds gsi1pk … gsi4sk. Run once after deploying a
 * change of the key shapes, against the table named by TABLE_NAME (DYNAMODB_ENDPOINT for a local
 * one): `TABLE_NAME=movematch npx tsx scripts/refile-lead-index.ts`.
 *
 * A Scan, because it visits every move request once; never in a request path. Each write is
 * conditional on the version read, so a customer's update in between (which writes the same
 * attributes from its new fields) is never overwritten; such a request is counted as skipped.
 */
import { isConditionalFailure } from '@functions/core/data/conditional';
import { leadIndexFields, moveRequestEntity } from '@functions/core/data/move-requests';

async function main() {
  let cursor: string | null = null;
  const counts = { refiled: 0, unchanged: 0, skipped: 0 };
  do {
    const page: { data: Array<import('@functions/core/data/move-requests').MoveRequestItem>; cursor: string | null } = await moveRequestEntity()
      .scan.go({ cursor, limit: 500 });
    for (const item of page.data) {
      const fields = leadIndexFields(item.from_location, item.to_location, item.start_date, item.end_date);
      const same = Object.entries(fields).every(([key, value]) => (item as Record<string, unknown>)[key] === value);
      if (same) {
        counts.unchanged += 1;
        continue;
      }
      try {
        await moveRequestEntity()
          .patch({ id: item.id })
          .set(fields)
          .where(({ version }, { eq, notExists }) => (item.version === undefined ? notExists(version) : eq(version, item.version)))
          .go();
        counts.refiled += 1;
      } catch (error) {
        if (!isConditionalFailure(error)) throw error;
        counts.skipped += 1;
      }
    }
    cursor = page.cursor;
  } while (cursor);
  console.log(`lead index: ${counts.refiled} re-filed, ${counts.unchanged} already right, ${counts.skipped} changed meanwhile (filed by that change)`);
}

await main();
