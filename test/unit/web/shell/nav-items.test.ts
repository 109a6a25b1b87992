import { describe, expect, it } from 'vitest';
import { CUSTOMER_BOTTOM_BAR, hasDot, navItemsFor } from '@web/app/shell/nav-items';

const labelsAndPaths = (role: Parameters<typeof navItemsFor>[0]) =>
  navItemsFor(role).map(({ label, to }) => [label, to]);

describe('navItemsFor', () => {
  it('gives customers (MOVER) Find movers, My quotes, My messages, My account', () => {
    expect(labelsAndPaths('MOVER')).toEqual([
      ['Find movers', '/move-info'],
      ['My quotes', '/quotes'],
      ['My messages', '/messages'],
      ['My account', '/profile'],
    ]);
  });

  it('gives companies Availability Calendar, Find leads, Manage leads, Messages, My account', () => {
    expect(labelsAndPaths('MOVING_COMPANY')).toEqual([
      ['Availability Calendar', '/availability-calendar'],
      ['Find leads', '/find-leads'],
      ['Manage leads', '/manage-leads'],
      ['Messages', '/messages'],
      ['My account', '/profile'],
    ]);
  });

  it('gives admins their dashboard and their account', () => {
    expect(labelsAndPaths('ADMIN')).toEqual([
      ['Admin dashboard', '/admin-dashboard'],
      ['My account', '/profile'],
    ]);
  });

  it('marks only the account item as the account, last', () => {
    for (const role of ['MOVER', 'MOVING_COMPANY', 'ADMIN'] as const) {
      const items = navItemsFor(role);
      expect(items.filter((item) => item.account)).toEqual([items.at(-1)]);
    }
  });

  it('puts the red dots on messages, quotes (customers) and manage leads (companies)', () => {
    const dotted = (role: Parameters<typeof navItemsFor>[0]) =>
      navItemsFor(role).flatMap((item) => (item.countKey ? [[item.label, item.countKey]] : []));
    expect(dotted('MOVER')).toEqual([
      ['My quotes', 'quoteNotifications'],
      ['My messages', 'unreadMessages'],
    ]);
    expect(dotted('MOVING_COMPANY')).toEqual([
      ['Manage leads', 'leadNotifications'],
      ['Messages', 'unreadMessages'],
    ]);
  });
});

describe('CUSTOMER_BOTTOM_BAR', () => {
  it('has Find movers, Messages, Quotes and Account', () => {
    expect(CUSTOMER_BOTTOM_BAR.map(({ label, to }) => [label, to])).toEqual([
      ['Find movers', '/move-info'],
      ['Messages', '/messages'],
      ['Quotes', '/quotes'],
      ['Account', '/profile'],
    ]);
  });
});

describe('hasDot', () => {
  const messages = { countKey: 'unreadMessages' as const };

  it('is true only when the count is above 0', () => {
    expect(hasDot(messages, { unreadMessages: 2 })).toBe(true);
    expect(hasDot(messages, { unreadMessages: 0 })).toBe(false);
    expect(hasDot(messages, {})).toBe(false);
    expect(hasDot({}, { unreadMessages: 5 })).toBe(false);
  });
});
