import { useEffect } from 'react';

export const APP_NAME = 'MoveMatch';

export function formatPageTitle(title?: string): string {
  return title ? `${title} · ${APP_NAME}` : APP_NAME;
}

/** Every route names itself in the browser tab (spec section 2); no title means the home page. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = formatPageTitle(title);
  }, [title]);
}
