/**
 * One item of a TransactWriteItems, as an entity module builds it (ElectroDB `.commit()` of a
 * put, create, update, patch, remove or check: `{ Put | Update | Delete | ConditionCheck }`).
 * Each module builds the items of its own keys; a flow that spans modules composes them.
 */
export type TransactItem = Record<string, unknown>;

/**
 * A transaction's items by name. A name stands for one item, for a group (a message and its
 * conversation's preview) or for nothing this time (null or an empty group).
 */
export type NamedItems<N extends string = string> = Readonly<
  Record<N, TransactItem | readonly TransactItem[] | null | undefined>
>;

/** Why DynamoDB cancelled a transaction, read by the items' names. */
export interface TransactRefusal<N extends string = string> {
  ok: false;
  /** Did the item named `name` (or one item of that group) refuse its condition? */
  refused(name: N): boolean;
  /** Which item of the group `name` refused its condition: its index in the group, or -1. */
  refusedIndex(name: N): number;
  /** Was some item in conflict with a parallel transaction (beside the refusal)? */
  conflicted: boolean;
  /** Every item's name with DynamoDB's code, for an error message ('quote: ConditionalCheckFailed, ...'). */
  reasons: string;
}

interface Slot {
  name: string;
  /** The item's index in its group (0 for a single item). */
  member: number;
}

const REFUSED = 'ConditionalCheckFailed';

/** The items in the order they are sent, and which name (and group member) each one is. */
export function namedItemsInOrder(named: NamedItems): { items: TransactItem[]; slots: Slot[] } {
  const items: TransactItem[] = [];
  const slots: Slot[] = [];
  for (const [name, value] of Object.entries<NamedItems[string]>(named)) {
    if (!value) continue;
    const group: readonly TransactItem[] = Array.isArray(value) ? value : [value as TransactItem];
    group.forEach((item, member) => {
      items.push(item);
      slots.push({ name, member });
    });
  }
  return { items, slots };
}

/** Reads DynamoDB's per-item cancellation codes (in the order sent) by the items' names. */
export function refusalOf<N extends string>(named: NamedItems<N>, codes: readonly string[]): TransactRefusal<N> {
  const { slots } = namedItemsInOrder(named);
  const refusedIndex = (name: N) => slots.find((slot, i) => slot.name === name && codes[i] === REFUSED)?.member ?? -1;
  return {
    ok: false,
    refused: (name) => refusedIndex(name) >= 0,
    refusedIndex,
    conflicted: codes.includes('TransactionConflict'),
    reasons: slots.map((slot, i) => `${slot.name}: ${codes[i] ?? 'None'}`).join(', '),
  };
}
