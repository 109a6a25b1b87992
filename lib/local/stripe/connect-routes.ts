import { createAccount, createAccountLink, findAccount } from './connect-accounts';
import { ID, listOf, type Route } from './route-kit';
import {
  balanceOfAccount,
  createPayout,
  createTransfer,
  findTransfer,
  payoutsOf,
  reverseTransfer,
  transfersMatching,
} from './transfers';

/** Connect's REST subset: accounts and their onboarding, transfers to them, their balance and payouts. */
export const connectRoutes: Route[] = [
  { method: 'POST', pattern: /^\/v1\/accounts$/, run: (ctx, { input }) => createAccount(ctx, input) },
  { method: 'GET', pattern: new RegExp(`^/v1/accounts/${ID}$`), run: (ctx, { params }) => findAccount(ctx, params[0]) },
  { method: 'POST', pattern: /^\/v1\/account_links$/, run: (ctx, { input }) => createAccountLink(ctx, input) },
  { method: 'POST', pattern: /^\/v1\/transfers$/, run: (ctx, { input }) => createTransfer(ctx, input) },
  {
    method: 'GET',
    pattern: /^\/v1\/transfers$/,
    run: (ctx, { input }) => listOf(transfersMatching(ctx, input), '/v1/transfers', input),
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/transfers/${ID}$`),
    run: (ctx, { params }) => findTransfer(ctx, params[0]),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/v1/transfers/${ID}/reversals$`),
    run: (ctx, { params, input }) => reverseTransfer(ctx, params[0], input),
  },
  { method: 'GET', pattern: /^\/v1\/balance$/, run: (ctx, { account }) => balanceOfAccount(ctx, account) },
  { method: 'POST', pattern: /^\/v1\/payouts$/, run: (ctx, { input, account }) => createPayout(ctx, account, input) },
  {
    method: 'GET',
    pattern: /^\/v1\/payouts$/,
    run: (ctx, { input, account }) => listOf(payoutsOf(ctx, account), '/v1/payouts', input),
  },
];
