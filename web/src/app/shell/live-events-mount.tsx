import { useViewer } from '@web/hooks/use-viewer';
import { useLiveEvents } from '@web/lib/live/use-live-events';

/**
 * Keeps the live delivery socket open while someone with a profile is signed in (mounted once,
 * by the shell): the socket refuses an account whose profile is not created yet. Loaded lazily
 * with the profile probe, so visitors never download the socket code.
 */
export default function LiveEventsMount() {
  const viewer = useViewer();
  useLiveEvents({ enabled: viewer.status === 'signed-in' && viewer.user !== null });
  return null;
}
