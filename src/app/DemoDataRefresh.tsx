import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { DEMO_DATA_CHANGED_EVENT } from '@/api/demo';
import { onDroppedDemoData } from '@/api/demo-data-events';
import { notify } from '@/components/feedback/notify';

/**
 * The embedded mock's news for this tab: another tab changed the demo data (every screen reads it
 * again), or the saved demo data could not be used (a notice says why; the demo starts afresh).
 */
export function DemoDataRefresh() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries();
    window.addEventListener(DEMO_DATA_CHANGED_EVENT, refresh);
    const stopHearing = onDroppedDemoData((reason) =>
      notify({
        title: 'The demo data starts afresh',
        message: `The demo data saved in this browser could not be used: ${reason}.`,
        color: 'yellow',
        autoClose: false,
      }),
    );
    return () => {
      window.removeEventListener(DEMO_DATA_CHANGED_EVENT, refresh);
      stopHearing();
    };
  }, [queryClient]);
  return null;
}
