import { useLiveEvents } from '@web/lib/live/use-live-events';

/**
 * Keeps the live delivery socket open while someone is signed in (mounted once, by the shell).
 * Loaded lazily with the profile probe, so visitors never download the socket code.
 */
export default function LiveEventsMount() {
  useLiveEvents();
  return null;
}
