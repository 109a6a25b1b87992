import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import { initialsOf, useViewer } from '@web/hooks/use-viewer';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import type { MemberProfile } from './use-shell-viewer';

/**
 * Reads the signed-in user's profile and reports what the shell shows of it. Loaded lazily
 * (only once someone is signed in) because the profile call brings the API schemas, which
 * visitors on the home page do not need.
 */
export default function ProfileProbe({ onChange }: { onChange: (profile: MemberProfile | null) => void }) {
  const viewer = useViewer();
  // No profile yet (404: the sign-up is still being finished, maybe in another tab): no role,
  // so nothing asks the count routes, which refuse a caller without a profile.
  const profileMissing = viewer.status === 'signed-in' && viewer.profileError?.status === 404;
  const role = viewer.status === 'signed-in' && !viewer.profileLoading && !profileMissing ? viewer.role : null;
  const initials = viewer.status === 'signed-in' ? initialsOf(viewer.user) : '';
  const company = useQuery({
    queryKey: queryKeys.myMovingCompany,
    queryFn: ({ signal }) => apiRequest(routes.getMyMovingCompany, { signal }),
    enabled: role === 'MOVING_COMPANY',
    retry: false,
  });
  // Spec section 2: a company's account item shows its logo (the avatar falls back to initials).
  const logoUrl = role === 'MOVING_COMPANY' ? (company.data?.logo_image_url ?? null) : null;

  // A customer already on Concierge is not offered the upgrade again (footer).
  const concierge = viewer.status === 'signed-in' && viewer.user?.is_concierge === true;

  useEffect(() => {
    onChange({ role, initials, logoUrl, concierge });
  }, [onChange, role, initials, logoUrl, concierge]);
  useEffect(() => () => onChange(null), [onChange]);

  return null;
}
