import { describe, expect, it } from 'vitest';
import { latestRunPathOf, resolveLatestRunPath, runOfPath } from './run-address';

describe('run addresses', () => {
  it('finds the audit and run of a run, its tabs, reports and pages', () => {
    expect(runOfPath('/audits/12/runs/345')).toEqual({ auditId: 12, runId: 345 });
    expect(runOfPath('/audits/12/runs/345/reports/tag-health/slow')).toEqual({ auditId: 12, runId: 345 });
    expect(runOfPath('/audits/12/runs/latest/cookies')).toBeUndefined();
    expect(runOfPath('/audits/12')).toBeUndefined();
    expect(runOfPath('/web-journeys/3/runs/4')).toBeUndefined();
  });

  it('turns a run address into its latest-run form, keeping the rest of the path', () => {
    expect(latestRunPathOf('/audits/12/runs/345')).toBe('/audits/12/runs/latest');
    expect(latestRunPathOf('/audits/12/runs/345/pages/ab/cookies')).toBe(
      '/audits/12/runs/latest/pages/ab/cookies',
    );
    expect(latestRunPathOf('/audits/12/settings/general')).toBeUndefined();
  });

  it('fills the latest run id into a latest-run address and leaves other paths alone', () => {
    expect(resolveLatestRunPath('/audits/12/runs/latest/reports/tag-health', 99)).toBe(
      '/audits/12/runs/99/reports/tag-health',
    );
    expect(resolveLatestRunPath('/audits/12/runs/latest', 99)).toBe('/audits/12/runs/99');
    expect(resolveLatestRunPath('/audits/12/runs/7', 99)).toBe('/audits/12/runs/7');
  });
});
