/** What `whenControlled` reads of `navigator.serviceWorker`. */
export type ServiceWorkerClient = Pick<ServiceWorkerContainer, 'controller' | 'addEventListener'>;

/**
 * Resolves once a service worker controls this page. Until then the page's requests go to the network,
 * not to the mock: on a page loaded while the mock's worker was still installing (a second tab or a
 * reload soon after the first start), msw reloads the page and the requests of the page going away
 * would reach the server (404s in the console). Resolves at once on a controlled page.
 */
export function whenControlled(container: ServiceWorkerClient): Promise<void> {
  if (container.controller) return Promise.resolve();
  return new Promise((resolve) =>
    container.addEventListener('controllerchange', () => resolve(), { once: true }),
  );
}
