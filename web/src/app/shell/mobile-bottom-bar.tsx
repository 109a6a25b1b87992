import type { ComponentType } from 'react';
import { NavLink } from 'react-router';
import { bottomBarPosition } from './bottom-bar-position';
import { AccountIcon, MessageIcon, QuoteIcon, SearchIcon } from '@web/components/icons';
import { CUSTOMER_BOTTOM_BAR, hasDot, type BottomBarIcon, type NavCounts } from './nav-items';
import { DOT_LABELS, NotificationDot } from './notification-dot';
import classes from './shell.module.css';
import { useInView } from '@web/hooks/use-in-view';

const ICONS: Record<BottomBarIcon, ComponentType<{ size?: number }>> = {
  search: SearchIcon,
  message: MessageIcon,
  quote: QuoteIcon,
  account: AccountIcon,
};

/**
 * Customers' bar of four shortcuts under 768 px. Its slot in the flow always keeps the bar's
 * height, so switching between fixed and static never moves the footer (no flicker loop).
 */
export function MobileBottomBar({ footer, counts }: { footer: HTMLElement | null; counts: NavCounts }) {
  const position = bottomBarPosition(useInView(footer));
  return (
    <div className={classes.bottomBarSlot}>
      <nav aria-label="Shortcuts" className={classes.bottomBar} data-position={position}>
        {CUSTOMER_BOTTOM_BAR.map((item) => {
          const IconComponent = ICONS[item.icon];
          return (
            <NavLink key={item.to} to={item.to} className={classes.bottomBarLink}>
              <span className={classes.bottomBarIcon}>
                <IconComponent size={22} />
                {item.countKey && hasDot(item, counts) && (
                  <NotificationDot count={counts[item.countKey]} label={DOT_LABELS[item.countKey]} />
                )}
              </span>
              {item.label}
            </NavLink>
          );
        })}
      </nav>
    </div>
  );
}
