import { useLayoutEffect } from 'react';
import { holdPrint } from './print-store';

/**
 * Put in the stand-in of a part that is still arriving (a lazy chart's Suspense fallback): while it is
 * on screen, a print waits for the part instead of printing its stand-in.
 */
export function PrintPending() {
  useLayoutEffect(() => holdPrint(), []);
  return null;
}
