import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useSignedIn } from '@web/lib/session';
import { ShellViewerContext, type MemberProfile, type ShellViewer } from './use-shell-viewer';

const ProfileProbe = lazy(() => import('./profile-probe'));
const LiveEventsMount = lazy(() => import('./live-events-mount'));

/** Provides the viewer to the shell: the session at once, the profile once it has loaded. */
export function ShellViewerProvider({ children }: { children: ReactNode }) {
  const session = useSignedIn();
  const [profile, setProfile] = useState<MemberProfile | null>(null);

  let viewer: ShellViewer;
  if (session.isPending) viewer = { kind: 'loading' };
  else if (!session.signedIn) viewer = { kind: 'visitor' };
  else viewer = { kind: 'member', ...(profile ?? { role: null, initials: '', logoUrl: null, concierge: false }) };

  return (
    <ShellViewerContext value={viewer}>
      {session.signedIn && (
        <Suspense fallback={null}>
          <ProfileProbe onChange={setProfile} />
          <LiveEventsMount />
        </Suspense>
      )}
      {children}
    </ShellViewerContext>
  );
}
