/** The key the embedded mock accepts for its administrator; offered on sign-in in embedded mode. */
export const DEMO_API_KEY = 'demo-admin-key';
/** The key of the embedded mock's non-admin analyst (role checks answer 403 for it). */
export const DEMO_ANALYST_KEY = 'demo-analyst-key';
/**
 * Where the journal of an earlier version kept a tab's changes to the demo data (replayed on reload):
 * removed on start-up, the demo data is now kept whole in IndexedDB ({@link DEMO_DATA_DATABASE}).
 */
export const OLD_DEMO_JOURNAL_KEY = 'site-audit-dashboard.mock-journal';
/** The IndexedDB database where the embedded mock keeps the browser's demo data, one record per demo world. */
export const DEMO_DATA_DATABASE = 'site-audit-dashboard-demo-data';
/** The object store of {@link DEMO_DATA_DATABASE}. */
export const DEMO_DATA_STORE = 'worlds';
/** The BroadcastChannel on which tabs say they saved or reset the demo data. */
export const DEMO_DATA_CHANNEL = 'site-audit-dashboard.demo-data';
/** The window event the embedded mock raises when another tab changed the demo data. */
export const DEMO_DATA_CHANGED_EVENT = 'site-audit-dashboard:demo-data-changed';
