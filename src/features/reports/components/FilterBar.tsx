import { Button, Collapse, Group, Loader, Paper } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFilter } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { FILTER_KEYS } from '../url-filters';
import { lazyExport } from '@/components/progressive/lazy-export';

const FilterForm = lazyExport(
  () => import('./FilterForm'),
  (module) => module.FilterForm,
);

interface FilterBarProps {
  search: URLSearchParams;
  activeCount: number;
  setSearch: (changes: Record<string, string | null>) => void;
}

/**
 * The page filters shared by every family of the run, behind a toggle: the form (`FilterForm`) and
 * its code load when first opened, then it stays mounted for its animation. Clear filters empties
 * them from the URL.
 */
export function FilterBar({ search, activeCount, setSearch }: FilterBarProps) {
  const [opened, { toggle }] = useDisclosure(activeCount > 0);
  const [mounted, setMounted] = useState(opened);
  const toggleFilters = () => {
    setMounted(true);
    toggle();
  };
  // The page keys this bar by the filters, so the form starts again from the emptied URL.
  const clear = () => setSearch(Object.fromEntries(FILTER_KEYS.map((key) => [key, null])));

  return (
    <Paper withBorder radius="md" p="sm" data-print-hide>
      <Group justify="space-between">
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconFilter size={16} aria-hidden />}
          onClick={toggleFilters}
          aria-expanded={opened}
          aria-controls={mounted ? 'report-filters' : undefined}
        >
          Page filters{activeCount > 0 ? ` (${activeCount})` : ''}
        </Button>
        {activeCount > 0 && (
          <Button variant="subtle" size="compact-sm" onClick={clear}>
            Clear filters
          </Button>
        )}
      </Group>
      <Collapse expanded={opened}>
        {mounted && (
          <div id="report-filters">
            <Suspense fallback={<Loader size="sm" mt="sm" aria-label="Loading the page filters" />}>
              <FilterForm search={search} setSearch={setSearch} />
            </Suspense>
          </div>
        )}
      </Collapse>
    </Paper>
  );
}
