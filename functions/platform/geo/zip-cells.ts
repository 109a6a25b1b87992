import zipcodes from 'zipcodes';
import { MATCHING_AREA_STATES } from '@schemas/us-states';
import { milesBetween, zipPlace } from './zip-coordinates';

/*
 * Matching's geographic cells (docs/access-patterns.md, Matching): the ZIP3 areas (the first
 * three digits of a ZIP code) of the states matching covers. Each NC or SC ZIP3 lies in one
 * state (270-289 NC, 290-299 SC), so a cell has one state. Computed once from the `zipcodes`
 * dataset, the one source of where a ZIP code lies.
 */

interface CellPoint {
  latitude: number;
  longitude: number;
}

let cells: Map<string, { state: string; points: CellPoint[] }> | undefined;

function cellMap() {
  if (cells) return cells;
  cells = new Map();
  for (const state of MATCHING_AREA_STATES)
    for (const place of zipcodes.lookupByState(state)) {
      const cell = place.zip.slice(0, 3);
      const entry = cells.get(cell) ?? { state, points: [] };
      entry.points.push({ latitude: place.latitude, longitude: place.longitude });
      cells.set(cell, entry);
    }
  return cells;
}

/** The cell of a ZIP code the dataset knows in a state matching covers, with that state; null otherwise. */
export function zipCellOf(zip: string): { cell: string; state: string } | null {
  const place = zipPlace(zip);
  const cell = place ? cellMap().get(place.zip.slice(0, 3)) : undefined;
  return place && cell ? { cell: place.zip.slice(0, 3), state: cell.state } : null;
}

/** Every cell of a state matching covers (none for another state). */
export function cellsOfState(state: string): string[] {
  return [...cellMap()].filter(([, cell]) => cell.state === state).map(([id]) => id);
}

/** The cells with at least one ZIP code within `miles` of the point. */
export function cellsWithin(point: CellPoint, miles: number): string[] {
  return [...cellMap()]
    .filter(([, cell]) => cell.points.some((zip) => milesBetween(point, zip) <= miles))
    .map(([id]) => id);
}
