import type { MouseEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { paths } from '@web/config/paths';
import classes from './shell.module.css';

/**
 * The MoveMatch logo. Visitors go home; a signed-in user goes where the redirect rule sends
 * them (their quotes, calendar, dashboard …). A plain link underneath, so new-tab clicks work.
 */
export function LogoLink({ signedIn }: { signedIn: boolean }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (!signedIn || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    // Loaded on click: the rule needs the profile call, which a visitor's first load goes without.
    void import('@web/features/auth/redirect-rule')
      .then(({ resolveLandingPath }) => resolveLandingPath(queryClient))
      .then((path) => navigate(path));
  }

  return (
    <Link to={paths.home} onClick={onClick} className={classes.brand}>
      <LogoMark />
      <span>MoveMatch</span>
    </Link>
  );
}

/** A box with a check: the "matched" mark, in the brand colours. */
export function LogoMark() {
  return (
    <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--mantine-color-brand-7)" />
      <path d="M8 12.5 16 8l8 4.5v9L16 26l-8-4.5z" fill="none" stroke="#fff" strokeWidth="2" strokeLinejoin="round" />
      <path
        d="m12.5 17 2.6 2.6 4.6-5"
        fill="none"
        stroke="#fff"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
