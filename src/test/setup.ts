import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom lacks a few browser APIs Mantine uses. Guarded so node-environment test files load this too.
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      configurable: true,
      value: (query: string): MediaQueryList => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }),
    });
  }

  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub implements ResizeObserver {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    }
    Object.defineProperty(window, 'ResizeObserver', {
      writable: true,
      configurable: true,
      value: ResizeObserverStub,
    });
    Object.defineProperty(globalThis, 'ResizeObserver', {
      writable: true,
      configurable: true,
      value: ResizeObserverStub,
    });
  }

  // jsdom's window.scrollTo only logs "Not implemented" (react-router's ScrollRestoration calls it).
  window.scrollTo = () => {};

  if (!Element.prototype.scrollIntoView) {
    Element.prototype.scrollIntoView = () => {};
  }

  // Mantine's autosize Textarea listens for web fonts loading (document.fonts), which jsdom lacks.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
    });
  }
}

// Route test files share a worker's modules (isolate: false in vite.config.ts): nothing a test leaves
// in a module-level store — Mantine's notifications — may reach the next test or file.
afterEach(() => {
  cleanup();
  notifications.clean();
  notifications.cleanQueue();
});

// jsdom has no layout: give elements a desktop-like size so virtualized tables render their
// first rows in route tests, as they would in a browser (a 800 px viewport of 36 px rows).
if (typeof window !== 'undefined') {
  const size = (key: 'clientHeight' | 'clientWidth' | 'offsetHeight' | 'offsetWidth', value: number) =>
    Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
  size('clientHeight', 800);
  size('clientWidth', 1200);
  size('offsetHeight', 36);
  size('offsetWidth', 1200);
}

// Lazy route chunks load on first use; give them time in a cold test worker.
configure({ asyncUtilTimeout: 10_000 });
