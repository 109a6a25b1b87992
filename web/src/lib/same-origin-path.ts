/**
 * A return address from the query string, kept only when it is a path of this app
 * ('/profile?tab=1'): anything else (another site, '//evil.example', 'javascript:...',
 * backslash tricks) gives null, so a crafted link can never send a user elsewhere.
 */
export function sameOriginPath(raw: string | null | undefined, origin: string = window.location.origin): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  try {
    const url = new URL(raw, origin);
    if (url.origin !== origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
