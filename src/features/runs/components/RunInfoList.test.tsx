import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RunInfo } from '@/api/runs/schemas';
import { RunInfoList } from './RunInfoList';

const info: RunInfo = {
  blockThirdPartyCookies: false,
  browserName: 'Chrome',
  browserVersion: '126',
  customProxy: '',
  discoverSitemaps: false,
  filters: { includeFilters: [], excludeFilters: [] },
  gpcEnabled: false,
  height: 1080,
  width: 1920,
  loginActions: false,
  onPageActions: false,
  privacyConsentActions: false,
  locationId: 1,
  locationName: 'Oregon',
  runDuration: 600,
  scanSpeed: 2,
  startingUrlCount: 1,
  urlsScanned: 120,
  userAgent: 'Mozilla/5.0',
  vpnEnabled: false,
  technologyBlockingEnabled: false,
  fileSubstitutionConfigured: false,
  customHeadersApplied: false,
};

describe('RunInfoList', () => {
  it('words the scan speed as pages scanned at a time, not the service’s engines', () => {
    render(
      <MantineProvider>
        <RunInfoList info={info} />
      </MantineProvider>,
    );
    expect(screen.getByText('2 pages at a time')).toBeInTheDocument();
    expect(screen.queryByText(/engine/)).not.toBeInTheDocument();
  });
});
