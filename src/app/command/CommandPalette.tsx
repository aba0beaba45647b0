import '@mantine/spotlight/styles.css';
import { Button, Group, Kbd, Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { createSpotlight, Spotlight } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import classes from './CommandPalette.module.css';
import type { PaletteEntry } from './palette-entries';
import { PALETTE_SEARCH_ID, paletteTypeAhead } from './type-ahead';
import { usePaletteResults, type PaletteGroup } from './use-palette-results';

/** How long typing must pause before the palette searches (ms). */
const SEARCH_DEBOUNCE_MS = 200;
/** The id of the results list (the palette selects its first entry when the results change). */
const RESULTS_ID = 'command-palette-results';

const [paletteStore, palette] = createSpotlight();

/**
 * The results scroll, and their entries are not tab stops (the arrow keys in the search move the
 * selection): the scrolling viewport itself takes focus, so the keyboard can scroll it too. The list
 * hands these props to its ScrollArea, whose `viewportProps` its type does not declare.
 */
const scrollableList = { viewportProps: { tabIndex: 0 } } as Partial<Spotlight.ActionsList.Props>;

/** Mark the first entry of the results as selected, so Enter opens it (Spotlight selects by DOM order). */
function selectFirstEntry() {
  const list = document.getElementById(RESULTS_ID);
  for (const selected of list?.querySelectorAll('[data-selected]') ?? [])
    selected.removeAttribute('data-selected');
  const first = list?.querySelector('[data-action]');
  first?.setAttribute('data-selected', 'true');
  paletteStore.updateState((state) => ({ ...state, selected: first ? 0 : -1 }));
}

/** Why a group has no entries yet: its read is in flight, or failed (with Retry). */
function GroupState({ group }: { group: PaletteGroup }) {
  if (group.error) {
    return (
      <Group gap="xs" px="sm" py={6} wrap="nowrap" role="alert">
        <Text size="sm" c="red" className={classes.text}>
          Could not search {group.label.toLowerCase()}: {group.error.message}
        </Text>
        <Button size="compact-xs" variant="default" onClick={group.error.retry}>
          Retry
        </Button>
      </Group>
    );
  }
  if (group.loading && group.entries.length === 0) {
    return (
      <Group gap="xs" px="sm" py={6} role="status">
        <Loader size="xs" aria-hidden />
        <Text size="sm" c="dimmed">
          Searching {group.label.toLowerCase()}…
        </Text>
      </Group>
    );
  }
  return null;
}

interface CommandPaletteProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The command palette (Mantine Spotlight): type to jump to an audit, a run (`#id`), a report of the
 * current or latest run, a saved grid report, an area or a settings page. Arrow keys move, Enter
 * opens. The layout owns the shortcut and the open state; this code loads on first use.
 */
export function CommandPalette({ opened, onClose }: CommandPaletteProps) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const groups = usePaletteResults(debounced, opened);
  const entries = groups.flatMap((group) => group.entries);
  const resultKey = groups.map((group) => group.entries.map((entry) => entry.id).join()).join('|');
  const searching = debounced !== query.trim();
  const settled = !searching && !groups.some((group) => group.loading);
  const nothing = debounced !== '' && settled && groups.length === 0;
  // Enter pressed before the results of what was typed arrived: open the first of them once they do.
  const enterPending = useRef(false);
  // After a jump the new page's h1 has the focus, not the element that opened the palette.
  const jumped = useRef(false);

  const jump = (entry: PaletteEntry) => {
    palette.close();
    if (entry.run) return entry.run();
    jumped.current = true;
    void navigate(entry.to);
  };

  useEffect(() => {
    if (opened) palette.open();
    else palette.close();
  }, [opened]);

  // In the commit that shows the results, not after the paint: an Enter that reaches the page in
  // between would find nothing selected, and be lost.
  useLayoutEffect(() => {
    if (opened) selectFirstEntry();
  }, [opened, resultKey]);

  useEffect(() => {
    const first = entries[0];
    if (!opened || !enterPending.current || !settled || !first) return;
    enterPending.current = false;
    jump(first);
  });

  /** A click on an entry; Enter clicks the selected one (`detail` 0), which may be stale while typing. */
  const onEntryClick = (event: MouseEvent, entry: PaletteEntry) => {
    if (event.detail === 0 && !settled) enterPending.current = true;
    else jump(entry);
  };

  return (
    <Spotlight.Root
      store={paletteStore}
      shortcut={null}
      query={query}
      onQueryChange={(next) => {
        enterPending.current = false;
        setQuery(next);
      }}
      onSpotlightOpen={() => {
        jumped.current = false;
      }}
      // Not on open: the search field may take the focus (and an Enter typed ahead) before that runs.
      onSpotlightClose={() => {
        enterPending.current = false;
        onClose();
      }}
      scrollable
      maxHeight={480}
      classNames={{ actionLabel: classes.label, actionDescription: classes.description }}
      transitionProps={{
        duration: 200,
        transition: 'pop',
        onExited: () => {
          if (jumped.current) document.querySelector<HTMLElement>('main h1')?.focus({ preventScroll: true });
        },
      }}
    >
      <Spotlight.Search
        id={PALETTE_SEARCH_ID}
        // Keys typed before the field had the focus come first, before any key that follows.
        onFocus={() => {
          const typed = paletteTypeAhead.take();
          // A focus is a discrete event: the update is committed before the next key is handled.
          if (typed.text) setQuery((current) => current + typed.text);
          // Enter typed ahead opens the first result of what was typed, once it is there.
          if (typed.submitted) enterPending.current = true;
        }}
        // Enter before the results of what was typed are there (none shown yet, or stale ones): open
        // the first of them once they arrive, however long the search takes.
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !settled) enterPending.current = true;
        }}
        aria-label="Search the dashboard"
        placeholder="Jump to an audit, #run, report, grid report or setting…"
        leftSection={<IconSearch size={20} aria-hidden />}
        rightSection={searching ? <Loader size="xs" aria-label="Searching" /> : undefined}
      />
      <Spotlight.ActionsList id={RESULTS_ID} {...scrollableList}>
        {groups.map((group) => (
          <Spotlight.ActionsGroup key={group.id} label={group.label} role="group" aria-label={group.label}>
            <GroupState group={group} />
            {group.entries.map((entry) => (
              <Spotlight.Action
                key={entry.id}
                label={entry.label}
                description={entry.description}
                title={entry.label}
                closeSpotlightOnTrigger={false}
                onClick={(event) => onEntryClick(event, entry)}
              />
            ))}
          </Spotlight.ActionsGroup>
        ))}
      </Spotlight.ActionsList>
      {nothing && (
        <Spotlight.Empty>
          Nothing matches <span className={classes.text}>“{debounced}”</span>
        </Spotlight.Empty>
      )}
      <Spotlight.Footer>
        <Text size="xs" c="dimmed">
          <Kbd size="xs">↑</Kbd> <Kbd size="xs">↓</Kbd> to move, <Kbd size="xs">Enter</Kbd> to open,{' '}
          <Kbd size="xs">Esc</Kbd> to close; outside a text field, <Kbd size="xs">?</Kbd> lists every shortcut
        </Text>
      </Spotlight.Footer>
    </Spotlight.Root>
  );
}
