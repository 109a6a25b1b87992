import type { Role } from '@schemas/enums';
import { paths } from '@web/config/paths';

/*
 * The top nav per role (spec section 2, "Shell"), in the spec's order. Data only, so the
 * desktop nav, the small-screen menu and the tests read the same list.
 */

/** Counts that put a red dot on a nav item; they come from the unread and notification calls. */
export type NavCountKey = 'unreadMessages' | 'quoteNotifications' | 'leadNotifications';
export type NavCounts = Partial<Record<NavCountKey, number>>;

export interface NavItem {
  label: string;
  to: string;
  /** The count whose value above 0 shows a red dot on this item. */
  countKey?: NavCountKey;
  /** The account item: rendered with the avatar (initials or company logo). */
  account?: boolean;
}

const myAccount: NavItem = { label: 'My account', to: paths.profile, account: true };

const NAV_BY_ROLE: Record<Role, NavItem[]> = {
  MOVER: [
    { label: 'Find movers', to: paths.moveInfo },
    { label: 'My quotes', to: paths.quotes, countKey: 'quoteNotifications' },
    { label: 'My messages', to: paths.messages, countKey: 'unreadMessages' },
    myAccount,
  ],
  MOVING_COMPANY: [
    { label: 'Availability Calendar', to: paths.availabilityCalendar },
    { label: 'Find leads', to: paths.findLeads },
    { label: 'Manage leads', to: paths.manageLeads, countKey: 'leadNotifications' },
    { label: 'Messages', to: paths.messages, countKey: 'unreadMessages' },
    myAccount,
  ],
  ADMIN: [{ label: 'Admin dashboard', to: paths.adminDashboard }, myAccount],
};

export function navItemsFor(role: Role): NavItem[] {
  return NAV_BY_ROLE[role];
}

export type BottomBarIcon = 'search' | 'message' | 'quote' | 'account';

/** The customers' mobile bottom bar: shorter labels, one icon each. */
export const CUSTOMER_BOTTOM_BAR: Array<NavItem & { icon: BottomBarIcon }> = [
  { label: 'Find movers', to: paths.moveInfo, icon: 'search' },
  { label: 'Messages', to: paths.messages, icon: 'message', countKey: 'unreadMessages' },
  { label: 'Quotes', to: paths.quotes, icon: 'quote', countKey: 'quoteNotifications' },
  { label: 'Account', to: paths.profile, icon: 'account' },
];

/** True when the item's count asks for a red dot. */
export function hasDot(item: Pick<NavItem, 'countKey'>, counts: NavCounts): boolean {
  return item.countKey !== undefined && (counts[item.countKey] ?? 0) > 0;
}
