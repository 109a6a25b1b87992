/**
 * Live updates' public face: pushing to a user's open sockets.
 * Other domains and lib/ import this folder only through this file.
 */
export * from './live-push';
