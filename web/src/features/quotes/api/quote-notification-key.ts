/**
 * The query key of GET /quote-notification-count, shared by the shell's red dot
 * (app/shell/use-nav-counts.ts) and the quotes page. No imports, so the shell's first load
 * does not pull in the API schemas.
 */
export const quoteNotificationCountQueryKey = ['quote-notification-count'] as const;
