import { Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import type { PageFilters } from '@/api/reports/common';
import type { FamilyId } from '@/api/reports/families';
import { viewParams } from '../reads';
import { tableArgs } from '../request';
import type { FamilyScreen, ReportRow, ReportTable, ReportView, ViewParams } from '../types';
import { ReportTableView } from './ReportTableView';
import { paths } from '@/lib/routes';

interface DrillDownProps {
  family: FamilyId;
  screen: FamilyScreen;
  view: ReportView;
  auditId: number;
  runId: number;
  filters: PageFilters;
  search: URLSearchParams;
  setSearch: (changes: Record<string, string | null>) => void;
  /** The page-filter part of the URL, kept when switching views. */
  filterSearch: string;
}

/** The view's parameters that come after `keys` in its declared order (cleared when a row is picked). */
function laterParams(view: ReportView, keys: string[]): string[] {
  const order = Object.keys(view.params ?? {});
  const last = Math.max(...keys.map((key) => order.indexOf(key)));
  return order.slice(last + 1);
}

/** Whether `row` is the one the URL selects from `table` (every value its `select` sets is there). */
function isSelected(table: ReportTable, row: ReportRow, params: ViewParams): boolean {
  if (!table.select) return false;
  return Object.entries(table.select(row)).every(([key, value]) => params[key] === String(value));
}

/**
 * The drill-down views of a family: tabs, the "Filtered by" chips and the tables of the current view.
 * A table whose row is selected narrows to that row, so what it selects (the pages with the cookie)
 * follows right below it.
 */
export function DrillDown(props: DrillDownProps) {
  const { family, screen, view, auditId, runId, filters, search, setSearch, filterSearch } = props;
  const navigate = useNavigate();
  const params = viewParams(view, search);
  const chosen = Object.entries(view.params ?? {}).filter(([name]) => params[name]);

  const rowHref = (table: ReportTable) => (row: ReportRow) => {
    if (table.pageIdField) {
      const pageId = row[table.pageIdField];
      return typeof pageId === 'string' ? paths.page({ auditId, runId, pageId }) : undefined;
    }
    if (!table.select) return undefined;
    const picked = table.select(row);
    const next = new URLSearchParams(search);
    for (const key of laterParams(view, Object.keys(picked))) next.delete(key);
    for (const [key, value] of Object.entries(picked)) next.set(key, String(value));
    // The tables after it start at their first page; this one keeps its own (Show all returns to it).
    for (const key of [...next.keys()])
      if (key.endsWith('.page') && key !== `${table.id}.page`) next.delete(key);
    return `?${next.toString()}`;
  };

  const clearParams = (keys: string[]) =>
    setSearch(Object.fromEntries([...keys, ...laterParams(view, keys)].map((key) => [key, null])));

  return (
    <Stack gap="md">
      <Tabs
        value={view.id}
        onChange={(next) =>
          next && navigate(paths.report({ auditId, runId, family, view: next, search: filterSearch }))
        }
        keepMounted={false}
      >
        <Tabs.List aria-label={`${screen.label} views`}>
          {screen.views.map((item) => (
            <Tabs.Tab key={item.id} value={item.id}>
              {item.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {chosen.length > 0 && (
        <Group gap="xs" aria-label="Filtered by">
          <Text size="sm" c="dimmed">
            Filtered by
          </Text>
          {chosen.map(([name, label]) => (
            <Button
              key={name}
              size="compact-sm"
              variant="light"
              rightSection={<IconX size={14} aria-hidden />}
              aria-label={`Remove filter ${label}: ${view.paramText?.[name]?.(params[name]!) ?? params[name]}`}
              onClick={() => clearParams([name])}
            >
              {label}: {view.paramText?.[name]?.(params[name]!) ?? params[name]}
            </Button>
          ))}
        </Group>
      )}
      {view.tables
        .filter((table) => (table.needs ?? []).every((name) => params[name]))
        .map((table) => (
          <ReportTableView
            key={`${table.id}:${(table.needs ?? []).map((name) => params[name]).join(':')}`}
            family={family}
            table={table}
            args={tableArgs(table, { auditId, runId, filters, params })}
            search={search}
            setSearch={setSearch}
            rowHref={rowHref(table)}
            isSelected={table.select && ((row) => isSelected(table, row, params))}
            onShowAll={clearParams}
            fileStem={`run ${runId} ${family} ${table.id}`}
          />
        ))}
      {view.tables.some((table) => !(table.needs ?? []).every((name) => params[name])) && (
        <Text size="sm" c="dimmed">
          Select a row above to see its details below.
        </Text>
      )}
    </Stack>
  );
}
