import { leadIndexFields, moveRequestEntity, type MoveRequestItem } from '@functions/core/data/move-requests';
import { userEntity } from '@functions/core/data/users';

/** Every customer's move request: the profiles (gsi1 USERS) name them; one BatchGet per 100. */
async function allMoveRequests(): Promise<MoveRequestItem[]> {
  const { data: users } = await userEntity().query.byEmail({}).go({ pages: 'all', attributes: ['move_request_id'] });
  const ids = [...new Set(users.flatMap((user) => (user.move_request_id ? [user.move_request_id] : [])))];
  const found: MoveRequestItem[] = [];
  for (let i = 0; i < ids.length; i += 100) {
    let keys = ids.slice(i, i + 100).map((id) => ({ id }));
    while (keys.length > 0) {
      const { data, unprocessed } = await moveRequestEntity().get(keys).go();
      found.push(...data);
      keys = unprocessed;
    }
  }
  return found;
}

/**
 * Local data written before the lead index had length classes (docs/leads.md) filed every move
 * request under the month of its start; a move of more than 31 days is now in a length class
 * partition, and the search reads it only there. This re-files such requests: it reads every
 * customer's move request (through the profiles, which name it; no Scan) and patches the
 * lead-key attributes of each one whose stored key differs from leadIndexFields(), so ElectroDB
 * rebuilds gsi1pk/gsi1sk. A request of at most 31 days written before the classes has the same
 * key (it only lacks the attributes) and is left alone. The patch does not bump the version
 * (no 'changed since quoted'); updated_at does change. Returns how many were re-filed (0 on a
 * rerun).
 */
export async function refileMoveRequestLeads(): Promise<number> {
  let refiled = 0;
  for (const item of await allMoveRequests()) {
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
