import { useEffect } from 'react';
import { initialsOf, useViewer } from '@web/hooks/use-viewer';
import type { MemberProfile } from './use-shell-viewer';

/**
 * Reads the signed-in user's profile and reports what the shell shows of it. Loaded lazily
 * (only once someone is signed in) because the profile call brings the API schemas, which
 * visitors on the home page do not need.
 */
export default function ProfileProbe({ onChange }: { onChange: (profile: MemberProfile | null) => void }) {
  const viewer = useViewer();
  const role = viewer.status === 'signed-in' && !viewer.profileLoading ? viewer.role : null;
  const initials = viewer.status === 'signed-in' ? initialsOf(viewer.user) : '';

  useEffect(() => {
    // The company logo comes with GET /my-moving-company (a later issue); initials until then.
    onChange({ role, initials, logoUrl: null });
  }, [onChange, role, initials]);
  useEffect(() => () => onChange(null), [onChange]);

  return null;
}
