/**
 * `npm run bench`: every benchmark of the platform, one after another. Each prints its
 * figures next to its goal; none fails on a number (performance goals are not tests).
 */
import { main as apiLatency } from './api-latency';
import { main as lambdaBundles } from './lambda-bundles';
import { main as webBundle } from './web-bundle';
import { main as homeLcp } from './home-lcp';
import { main as matches } from './matches';
import { main as leadSearch } from './lead-search';
import { main as companyLeads } from './company-leads';
import { main as quoteNotifications } from './quote-notifications';
import { main as performanceMetrics } from './performance-metrics';
import { main as faults } from './faults';
import { main as load } from './load';
import { main as tokenSpend } from './token-spend';
import { main as stripeWebhook } from './stripe-webhook';
import { main as liveDelivery } from './live-delivery';
import { main as conversations } from './conversations';
import { main as adminUsers } from './admin-users';
import { main as journeyCost } from './journey-cost';
import { main as reviewReads } from './review-reads';
import { main as inventoryReads } from './inventory-reads';

const benches: Array<[string, () => Promise<unknown>]> = [
  ['API latency: GET /api/user vs DynamoDB GetItem', apiLatency],
  ['Lambda bundles and handler init', lambdaBundles],
  ['Web: initial JavaScript of the home route', webBundle],
  ['Web: home page LCP in Chromium (production build)', homeLcp],
  ['Matches: GET /api/my-move-request/matches', matches],
  ['Lead search: POST /api/search-move-requests on 20,000 and 100,000 move requests', leadSearch],
  ['Lead manager: GET /api/my-company-quotes for a company with 200 quotes and 50 saved leads', companyLeads],
  ['Quote notifications: GET /api/quote-notification-count vs GET /api/user', quoteNotifications],
  ['Performance metrics: GET /api/my-moving-company/performance-metrics on 2,000 quotes', performanceMetrics],
  ['Load: 50 connections for 60 s, customer reads + company lead search and quote updates', load],
  ['Faults: DynamoDB paused mid-load (503 with request id, whole bookings, recovery)', faults],
  ['Token spend: first quote of a lead, 20 concurrent spenders, vs a plain quote update', tokenSpend],
  ['Stripe webhook: signed events through the gateway', stripeWebhook],
  ['Conversations: GET /api/conversations for a company with 500 conversations', conversations],
  ['Admin users: GET /api/admin/auth/users on 2,000 profiles, by cursor and by page number', adminUsers],
  ["Live delivery: message send to the other side's open socket, 50 concurrent conversations", liveDelivery],
  ['Journey cost: sign-up to completed move through the local gateway, priced at AWS list prices', journeyCost],
  ['Reviews: GET /api/moving-company/{id}/reviews pages and a match page before and after reviews', reviewReads],
  ['Inventory: GET and PUT /api/move-request/{id}/inventory for 20 rooms of 50 lines', inventoryReads],
];

for (const [title, run] of benches) {
  console.log(`\n=== ${title} ===`);
  await run();
}
