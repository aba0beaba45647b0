/**
 * Lighthouse's reference page (scripts/bench/lighthouse.ts): the least a page of this toolchain can
 * be (Vite's production build of React rendering a heading and a paragraph), measured with the same
 * preset in the same run as the app, so app ÷ reference cancels the machine's speed.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main>
      <h1>Audits</h1>
      <p>A minimal page built by the same toolchain as the dashboard: Vite, React and React DOM.</p>
    </main>
  </StrictMode>,
);
