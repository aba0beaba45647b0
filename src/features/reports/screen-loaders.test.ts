import { describe, expect, it } from 'vitest';
import { familyIds, reportFamilies } from '@/api/reports/families';
import { loadedReportFamily, reportFamilyOperations } from '@/api/reports/family-loaders';
import { familyScreens } from './registry';
import { loadFamilyScreen } from './screen-loaders';

describe('per-family loading', () => {
  it.each(familyIds)('%s: its chunk gives the screen and the operations of the catalogue', async (family) => {
    await expect(loadFamilyScreen(family)).resolves.toBe(familyScreens[family]);
    expect(loadedReportFamily(family)).toBe(reportFamilies[family]);
    expect(reportFamilyOperations(family)).toBe(reportFamilies[family]);
  });
});
