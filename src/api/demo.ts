/** The key the embedded mock accepts for its administrator; offered on sign-in in embedded mode. */
export const DEMO_API_KEY = 'demo-admin-key';
/** The key of the embedded mock's non-admin analyst (role checks answer 403 for it). */
export const DEMO_ANALYST_KEY = 'demo-analyst-key';
/**
 * Where the embedded mock keeps, per tab, the changes made to its demo data (replayed on a reload);
 * "Reset demo data" clears it. Holds no key: only which demo user made each change.
 */
export const DEMO_JOURNAL_KEY = 'site-audit-dashboard.mock-journal';
