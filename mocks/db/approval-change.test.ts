// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { approvalChange } from '../../e2e/routes';
import { SEED_DAY } from '../lib/test-clock';
import { runConsent } from '../reports/consent';
import { createDb, mockOptions } from './seed';

describe('the seeded approval change', () => {
  it('has a cookie approved in a run and unapproved in the next one of the same audit (the e2e ids)', () => {
    const db = createDb(mockOptions({ now: SEED_DAY }));
    const changed = db.audits.all().filter((audit) => {
      const [latest, previous] = db.runs.get(audit.id) ?? [];
      if (!latest?.completed || !previous?.completed) return false;
      const before = runConsent(db, audit.id, previous.id).cookie('_ga', 'www.example.com');
      const after = runConsent(db, audit.id, latest.id).cookie('_ga', 'www.example.com');
      return before.status === 'approved' && after.status === 'unapproved';
    });
    expect(changed.map((audit) => audit.id)).toEqual([approvalChange.auditId]);
    const [head, base] = db.runs.get(approvalChange.auditId)!;
    expect({ base: base!.id, head: head!.id }).toEqual({
      base: approvalChange.base,
      head: approvalChange.head,
    });
  });
});
