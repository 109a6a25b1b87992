/**
 * Messaging's public face: the API views of conversations and messages.
 * Other domains and lib/ import this folder only through this file.
 */
export * from './messaging-views';
