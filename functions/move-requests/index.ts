/**
 * Move requests' public face: their API views.
 * Other domains and lib/ import this folder only through this file.
 */
export * from './move-request-views';
