import { Code, DataList, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { RunInfo } from '@/api/runs/schemas';
import { formatCount, formatSeconds } from '@/lib/format';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function Filters({ items }: { items: string[] }) {
  if (items.length === 0) return <Text size="sm">None</Text>;
  return (
    <>
      {items.map((item, index) => (
        <Code key={index} block={false} mr={4} title={item}>
          {item}
        </Code>
      ))}
    </>
  );
}

function sitemaps(info: RunInfo): ReactNode {
  if (!info.discoverSitemaps) return 'Not used';
  const data = info.sitemapData;
  if (!data) return 'Discovered from the starting URLs';
  const found = (data.sitemapsScanned ?? []).reduce((sum, item) => sum + item.urlsFound, 0);
  const broken = data.sitemapsBrokenCount ?? 0;
  return `${formatCount(data.sitemapsScannedCount ?? data.sitemapsScanned?.length ?? 0)} scanned, ${formatCount(found)} URLs found${broken ? `, ${formatCount(broken)} broken` : ''}`;
}

/** How the run was configured, as a compact description list. */
export function RunInfoList({ info }: { info: RunInfo }) {
  const rows: Array<[string, ReactNode]> = [
    ['Location', info.locationName || `Location ${info.locationId}`],
    ['Browser', `${info.browserName} ${info.browserVersion} · ${info.width} × ${info.height} px`],
    [
      'User agent',
      <Text key="ua" size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
        {info.userAgent || '–'}
      </Text>,
    ],
    ['Starting URLs', formatCount(info.startingUrlCount)],
    ['URLs scanned', formatCount(info.urlsScanned)],
    ['Run duration', formatSeconds(info.runDuration)],
    ['Scan speed', `${formatCount(info.scanSpeed)} page${info.scanSpeed === 1 ? '' : 's'} at a time`],
    ['Sitemaps', sitemaps(info)],
    ['Include filters', <Filters key="include" items={info.filters.includeFilters} />],
    ['Exclude filters', <Filters key="exclude" items={info.filters.excludeFilters} />],
    ['Pre-audit actions', yesNo(info.loginActions)],
    ['On-page actions', yesNo(info.onPageActions)],
    ['Consent actions', yesNo(info.privacyConsentActions)],
    ['Third-party cookies blocked', yesNo(info.blockThirdPartyCookies)],
    ['Global Privacy Control', yesNo(info.gpcEnabled)],
    ['VPN', yesNo(info.vpnEnabled)],
    ['Custom proxy', info.customProxy || 'None'],
  ];
  const half = Math.ceil(rows.length / 2);
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
      {[rows.slice(0, half), rows.slice(half)].map((column, index) => (
        <DataList key={index} size="sm" gap={6} labelWidth="180px" withDivider>
          {column.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList>
      ))}
    </SimpleGrid>
  );
}
