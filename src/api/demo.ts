/** The key the embedded mock accepts for its administrator; offered on sign-in in embedded mode. */
export const DEMO_API_KEY = 'demo-admin-key';
/** The key of the embedded mock's non-admin analyst (role checks answer 403 for it). */
export const DEMO_ANALYST_KEY = 'demo-analyst-key';
