/**
 * Notifications' public face: e-mail templates, the Cognito messages and quote status events.
 * Other domains and lib/ import this folder only through this file.
 */
export * from './auth-messages';
export * from './quote-status-events';
