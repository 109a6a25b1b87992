/**
 * Move requests' public face: their API views.
 * Other domains and lib/ import this folder only through this file.
 */
export * from './move-request-views';
export { resolvedLine } from './resolved-line';
export { companyRoomLabels } from './inventory-view';
