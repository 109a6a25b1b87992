/**
 * Companies' public face: their API views, response times, images and invites.
 * Other domains and lib/ import this folder only through this file.
 */
export * from './company-images';
export * from './company-invites';
export * from './company-views';
export * from './invite-lifecycle';
export * from './response-times';
export * from './vetting';
export * from './can-see-company';
export * from './service-area-rule';
