/**
 * Paying for a lead: the token a company spends the first time it quotes or messages a lead,
 * pending payments and their release, refunds of a withdrawn lead, and who may see a lead.
 * Other domains and lib/ import this folder only through this file.
 */
export * from './lead-access';
export * from './lead-refunds';
export * from './message-tokens';
export * from './quote-tokens';
