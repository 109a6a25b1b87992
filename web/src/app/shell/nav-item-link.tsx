import { NavLink } from 'react-router';
import { AccountAvatar } from './account-avatar';
import { hasDot, type NavCounts, type NavItem } from './nav-items';
import { DOT_LABELS, NotificationDot } from './notification-dot';
import classes from './shell.module.css';

interface NavItemLinkProps {
  item: NavItem;
  counts: NavCounts;
  initials: string;
  logoUrl: string | null;
  onNavigate?: () => void;
}

/** One top-nav item: a link (aria-current on its page), the account avatar, and the red dot. */
export function NavItemLink({ item, counts, initials, logoUrl, onNavigate }: NavItemLinkProps) {
  return (
    <NavLink to={item.to} className={classes.navLink} onClick={onNavigate} data-account={item.account || undefined}>
      {item.account && <AccountAvatar initials={initials} logoUrl={logoUrl} size={30} />}
      <span className={classes.navLabel}>
        {item.label}
        {item.countKey && hasDot(item, counts) && (
          <NotificationDot count={counts[item.countKey]} label={DOT_LABELS[item.countKey]} />
        )}
      </span>
    </NavLink>
  );
}
