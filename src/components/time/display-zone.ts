import { useEffect, useSyncExternalStore } from 'react';
import { useRevalidator } from 'react-router';
import { displayZone, setDisplayZone, subscribeDisplayZone } from '@/lib/display-zone';

/** The zone date-times are shown in; the caller renders again when it changes (the profile's is read or edited). */
export function useDisplayZone(): string {
  return useSyncExternalStore(subscribeDisplayZone, displayZone, displayZone);
}

/**
 * Make the signed-in user's profile zone the display zone once it is known (undefined: not read
 * yet). When that changes the zone, the router renders every screen again (no loader runs: each
 * route's shouldRevalidate asks for changed params), so every time on screen moves to the new zone.
 */
export function useProfileZone(zone: string | undefined): void {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (zone === undefined) return;
    const before = displayZone();
    setDisplayZone(zone);
    if (displayZone() !== before) void revalidate();
  }, [zone, revalidate]);
}
