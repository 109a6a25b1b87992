import { createContext, use } from 'react';
import type { Role } from '@schemas/enums';

/**
 * What the shell needs to know about the viewer: nothing yet, a visitor, or a member with a
 * role. `role` stays null while the profile loads, so a company never sees the customer nav
 * flash by; a profile that failed to load falls back to the spec's default role (MOVER).
 */
export type ShellViewer =
  | { kind: 'loading' }
  | { kind: 'visitor' }
  | { kind: 'member'; role: Role | null; initials: string; logoUrl: string | null; concierge: boolean };

/** The member part, reported by the lazily loaded profile probe. */
export type MemberProfile = Omit<Extract<ShellViewer, { kind: 'member' }>, 'kind'>;

export const ShellViewerContext = createContext<ShellViewer>({ kind: 'loading' });

/** The viewer as provided by ShellViewerProvider (root layout). */
export function useShellViewer(): ShellViewer {
  return use(ShellViewerContext);
}
