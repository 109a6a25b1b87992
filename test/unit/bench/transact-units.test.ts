import { describe, expect, it } from 'vitest';
import { conditionCheckUnits, itemBytes, transactWriteUnits, type StoredItem } from '@test/bench/transact-units';

/* AWS's bill for a transaction's items (test/bench/transact-units.ts), which DynamoDB Local misreports. */

const small: StoredItem = { pk: { S: 'MOVE#1' }, sk: { S: 'META' }, n: { N: '12' } };
const inIndex = (item: StoredItem, key: string): StoredItem => ({ ...item, gsi2pk: { S: key }, gsi2sk: { S: 'X' } });
const sized = (bytes: number): StoredItem => ({ pk: { S: 'P' }, sk: { S: 'S' }, d: { S: 'x'.repeat(bytes) } });

describe('transaction pricing', () => {
  it('sizes an item by its attribute names and values', () => {
    // pk 2 + 6, sk 2 + 4, n 1 + 2
    expect(itemBytes(small)).toBe(17);
    expect(itemBytes({ m: { M: { a: { S: 'bc' } } }, l: { L: [{ BOOL: true }] } })).toBe(
      1 + 3 + 1 + 1 + 2 + 1 + 3 + 1 + 1,
    );
  });

  it('bills 2 units per KB for an item in no index', () => {
    expect(transactWriteUnits(undefined, small)).toBe(2);
    expect(transactWriteUnits(undefined, sized(1500))).toBe(4);
  });

  it('bills the larger of the old and new item', () => {
    expect(transactWriteUnits(sized(3000), sized(100))).toBe(6);
  });

  it('bills each index entry written, and a moved entry as a delete and a put', () => {
    expect(transactWriteUnits(undefined, inIndex(small, 'A'))).toBe(4);
    expect(transactWriteUnits(inIndex(small, 'A'), inIndex(small, 'A'))).toBe(4);
    expect(transactWriteUnits(inIndex(small, 'A'), inIndex(small, 'B'))).toBe(6);
    expect(transactWriteUnits(inIndex(small, 'A'), small)).toBe(4);
  });

  it('bills a delete at the deleted item, and the minimum when it was absent', () => {
    expect(transactWriteUnits(inIndex(small, 'A'), undefined)).toBe(4);
    expect(transactWriteUnits(undefined, undefined)).toBe(2);
  });

  it('bills a condition check as a transactional read, 2 units per 4 KB', () => {
    expect(conditionCheckUnits(small)).toBe(2);
    expect(conditionCheckUnits(sized(5000))).toBe(4);
    expect(conditionCheckUnits(undefined)).toBe(2);
  });
});
