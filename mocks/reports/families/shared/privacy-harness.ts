import { expect } from 'vitest';
import { reportTestMock } from '../../test-harness';

/** The report test mock of a privacy family, with the run its tests read. */
export function privacyTestMock() {
  const harness = reportTestMock();

  /** The first audit with consent categories applied, and its latest completed run. */
  function privacyRun() {
    const db = harness.mock.ref.current;
    const index = db.audits
      .all()
      .findIndex((audit) => (db.auditConsentCategories.get(audit.id) ?? []).length > 0);
    expect(index).toBeGreaterThanOrEqual(0);
    return harness.completedRun(index);
  }

  return { ...harness, privacyRun };
}
