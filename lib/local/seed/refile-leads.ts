import { leadIndexFields, moveRequestEntity } from '../../../functions/core/data/move-requests';

/**
 * Local data written before the lead index had length classes (docs/leads.md) filed every move
 * request under the month of its start; a move of more than 31 days is now in a length class
 * partition, and the search reads it only there. This re-files such requests: it reads every
 * move request of the local table (a Scan, acceptable for local data at start-up, never in a
 * request path) and patches the lead-key attributes of each one whose stored key differs from
 * leadIndexFields(), so ElectroDB rebuilds gsi1pk/gsi1sk. A request written before the classes
 * and at most 31 days long has the same key (it only lacks the attributes) and is left alone.
 * The patch does not bump the version (no 'changed since quoted'); updated_at does change.
 * Returns how many were re-filed (0 on a rerun).
 */
export async function refileMoveRequestLeads(): Promise<number> {
  const { data } = await moveRequestEntity().scan.go({ pages: 'all' });
  let refiled = 0;
  for (const item of data) {
    const expected = leadIndexFields(item.from_location.state, item.start_date, item.end_date);
    // Before the classes: no lead_partition / lead_order, key by start month and start date.
    const stored = {
      origin_state: item.origin_state,
      lead_partition: item.lead_partition ?? item.start_date.slice(0, 7),
      lead_order: item.lead_order ?? item.start_date,
    };
    if (stored.origin_state === expected.origin_state && stored.lead_partition === expected.lead_partition && stored.lead_order === expected.lead_order) {
      continue;
    }
    await moveRequestEntity().patch({ id: item.id }).set(expected).go();
    refiled += 1;
  }
  return refiled;
}
