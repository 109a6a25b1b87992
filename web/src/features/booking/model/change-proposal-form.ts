import * as z from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { ChangeProposalBodySchema, type ChangeProposalBody } from '@schemas/booking-changes';
import { BOX_SIZES, INVENTORY_CATALOGUE } from '@schemas/inventory-catalogue';
import type { AddedItem, InventoryChange, RemovedItem } from '@schemas/inventory-change';

/*
 * The company's 'Propose a change' form: what the inputs hold (empty means 'keep as booked'),
 * checked by the contract's ChangeProposalBodySchema once turned into a body.
 */

/** An item to add: a catalogue name (its figures come from the catalogue) or the company's own item. */
export interface AddedItemDraft {
  room: string;
  name: string;
  quantity: number | string;
  cubic_feet: number | string;
  weight_lb: number | string;
}

/** Pieces of a listed item to take off: `line` is 'room|item' (removedLineValue). */
export interface RemovedItemDraft {
  line: string;
  quantity: number | string;
}

export interface ChangeProposalFormValues {
  move_day: string;
  arrival_window: '' | 'MORNING' | 'AFTERNOON' | 'COMPANY';
  price: number | string;
  top_price: number | string;
  added: AddedItemDraft[];
  removed: RemovedItemDraft[];
  reason: string;
}

export const EMPTY_CHANGE_PROPOSAL: ChangeProposalFormValues = {
  move_day: '',
  arrival_window: '',
  price: '',
  top_price: '',
  added: [],
  removed: [],
  reason: '',
};

export const newAddedItem = (room = ''): AddedItemDraft => ({
  room,
  name: '',
  quantity: 1,
  cubic_feet: '',
  weight_lb: '',
});
export const newRemovedItem = (): RemovedItemDraft => ({ line: '', quantity: 1 });

/** The listed goods a company can name: furniture, appliances and boxes by their catalogue names. */
const CATALOGUE_BY_NAME = new Map<string, string>(
  [...INVENTORY_CATALOGUE, ...BOX_SIZES].map((item) => [item.name.toLowerCase(), item.id]),
);
export const CATALOGUE_NAMES = [...INVENTORY_CATALOGUE, ...BOX_SIZES].map((item) => item.name);

/** The catalogue id of a name typed or picked, or null for the company's own item. */
export const catalogueIdOf = (name: string) => CATALOGUE_BY_NAME.get(name.trim().toLowerCase()) ?? null;

/** The removal picker's value for one listed line. */
export const removedLineValue = (room: string, item: string) => `${room}|${item}`;

export const CHANGE_FORM_LABELS = {
  move_day: 'New move day',
  arrival_window: 'New arrival window',
  price: 'New price ($)',
  top_price: 'New top of range ($, optional)',
  reason: 'Reason for the change',
} as const;

const amount = (value: number | string) => (value === '' ? undefined : Number(value));

function addedItemOf(draft: AddedItemDraft): AddedItem {
  const quantity = amount(draft.quantity) ?? Number.NaN;
  const catalogueId = catalogueIdOf(draft.name);
  const base = { needs_disassembly: false, fragile: false, high_value: false, quantity };
  return {
    room: draft.room,
    line: catalogueId
      ? { catalogue_id: catalogueId, ...base }
      : {
          catalogue_id: null,
          name: draft.name,
          // Left empty: the contract names the missing figure.
          cubic_feet: amount(draft.cubic_feet),
          weight_lb: amount(draft.weight_lb),
          ...base,
        },
  };
}

function removedItemOf(draft: RemovedItemDraft): RemovedItem {
  const split = draft.line.indexOf('|');
  return {
    room: draft.line.slice(0, Math.max(split, 0)),
    item: draft.line.slice(split + 1),
    quantity: amount(draft.quantity) ?? Number.NaN,
  };
}

/** The items the form adds and removes, or undefined when it changes none. */
function inventoryChangeOf(values: ChangeProposalFormValues): InventoryChange | undefined {
  if (values.added.length + values.removed.length === 0) return undefined;
  return { added: values.added.map(addedItemOf), removed: values.removed.map(removedItemOf) };
}

/** The body the form's values send: only what the company changes, and the reason. */
export function toChangeProposalBody(values: ChangeProposalFormValues): ChangeProposalBody {
  const price = amount(values.price);
  const top = amount(values.top_price);
  const inventoryChange = inventoryChangeOf(values);
  return {
    ...(inventoryChange ? { inventory_change: inventoryChange } : {}),
    ...(values.move_day ? { move_day: values.move_day } : {}),
    ...(values.arrival_window ? { arrival_window: values.arrival_window } : {}),
    ...(price !== undefined ? { price, top_price: top ?? null } : {}),
    reason: values.reason,
  };
}

/**
 * Where the form shows an error of the body: inventory_change.added.0.line.name is the first
 * added row's name, inventory_change.removed.1.item the second removed row's picker.
 */
function formPathOf(path: readonly PropertyKey[]): PropertyKey[] {
  if (path[0] !== 'inventory_change') return [...path];
  const [, list, index, field, lineField] = path;
  if (index === undefined) return [list === 'removed' ? 'removed' : 'added'];
  if (list === 'removed') return ['removed', index, field === 'quantity' ? 'quantity' : 'line'];
  return ['added', index, field === 'line' ? (lineField === 'catalogue_id' ? 'name' : (lineField ?? 'name')) : 'room'];
}

const ChangeProposalFormSchema = z
  .object({
    move_day: z.string(),
    arrival_window: z.enum(['', 'MORNING', 'AFTERNOON', 'COMPANY']),
    price: z.union([z.number(), z.string()]),
    top_price: z.union([z.number(), z.string()]),
    added: z.array(z.custom<AddedItemDraft>()),
    removed: z.array(z.custom<RemovedItemDraft>()),
    reason: z.string(),
  })
  .transform((values, context) => {
    const parsed = ChangeProposalBodySchema.safeParse(toChangeProposalBody(values));
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues)
      context.addIssue({ code: 'custom', message: issue.message, path: formPathOf(issue.path) });
    return z.NEVER;
  });

export const changeProposalResolver = zodResolver(ChangeProposalFormSchema) as unknown as Resolver<
  ChangeProposalFormValues,
  unknown,
  ChangeProposalBody
>;
