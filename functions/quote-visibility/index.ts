/**
 * Quote visibility's public face: what a customer or a company may see of a stored quote
 * (the data layer stores quotes; this policy decides what each side is shown).
 * Other domains import this folder only through this file.
 */
export * from './company-status';
export * from './customer-side';
export * from './quote-origin';
export * from './earlier-quote';
