// The page's script: it starts downloading the first screen's code (src/app/route-code.ts) beside the
// app's own (./main.tsx), instead of after the app's code has arrived and run (docs/benchmarks.md has
// the Lighthouse figures before and after). The stylesheets it imports are linked by index.html.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@/app/boot-shell.css';
import '@/app/reduced-motion.css';
import '@/app/print.css';
import { preloadRouteCode } from '@/app/route-code';

void preloadRouteCode(window.location.pathname);
void import('./main');
