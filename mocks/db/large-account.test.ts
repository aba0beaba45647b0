// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readMockOptions } from '../options';
import { SEED_DAY } from '../lib/test-clock';
import { LARGE_ACCOUNT } from './scenarios';
import { createDb, mockOptions } from './seed';

describe('MOCK_SCENARIO=large-account', () => {
  const db = createDb(mockOptions({ now: SEED_DAY, scenario: 'large-account' }));
  const seeded = createDb(mockOptions({ now: SEED_DAY }));

  it('is 5,000 audits in 300 sub-folders of 30 folders, each audit with runs of its own', () => {
    expect(readMockOptions({ MOCK_SCENARIO: 'large-account' }).scenario).toBe('large-account');
    expect(db.audits.size).toBe(LARGE_ACCOUNT.audits);
    expect(db.domains.size).toBe(LARGE_ACCOUNT.subFolders);
    expect(db.folders.size).toBe(LARGE_ACCOUNT.folders);
    const runIds = new Set<number>();
    for (const audit of db.audits.all()) {
      const runs = db.runs.get(audit.id)!;
      expect(runs.length, audit.name).toBeGreaterThan(0);
      for (const run of runs) {
        expect(run.webAuditId).toBe(audit.id);
        runIds.add(run.id);
      }
      expect(db.domains.get(audit.domainId)?.folderId).toBe(audit.folderId);
    }
    expect(runIds.size, 'run ids are unique').toBe([...db.runs.values()].flat().length);
  });

  it('keeps the seeded account as it is', () => {
    for (const audit of seeded.audits.all()) {
      expect(db.audits.get(audit.id)).toEqual(audit);
      expect(db.runs.get(audit.id)).toEqual(seeded.runs.get(audit.id));
    }
  });
});
