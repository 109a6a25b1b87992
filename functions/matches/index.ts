/**
 * Matches' public face: which companies match a move request.
 * Other domains and lib/ import this folder only through this file.
 */
export * from './matching';
export { servesMove } from './service-area';
export { findMatchingCompanies } from './ranked-matches';
