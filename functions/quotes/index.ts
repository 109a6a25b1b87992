/*
 * What other domains may use of the customer's quotes: the concierge desk requests quotes and
 * books a recommendation with the customer's own rules.
 */
export { requestQuotesFor } from './request';
export { bookCallersQuote } from './book-quote';
export { quoteValuationOffer } from './booking';
