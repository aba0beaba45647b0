import { Badge, Group, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { InitiatorsVertex } from '@/api/pages/network-schemas';
import { formatCount } from '@/lib/format';
import { shortUrl } from '../format';
import { HttpStatusBadge } from '@/components/status/HttpStatusBadge';

/** What a node shows about its request. */
export interface NodeLabel {
  url: string;
  statusCode: number;
  tagName?: string;
}

interface VisibleNode {
  vertex: InitiatorsVertex;
  parent: number | undefined;
}

interface InitiatorsTreeProps {
  root: InitiatorsVertex;
  labelOf: (harEntryIndex: number) => NodeLabel | undefined;
  selected: ReadonlySet<number>;
  onToggleSelected: (harEntryIndex: number) => void;
}

/** The nodes a keyboard user can reach: every node whose ancestors are all expanded, in order. */
function visibleNodes(root: InitiatorsVertex, collapsed: ReadonlySet<number>): VisibleNode[] {
  const out: VisibleNode[] = [];
  const walk = (vertex: InitiatorsVertex, parent: number | undefined) => {
    out.push({ vertex, parent });
    if (!collapsed.has(vertex.harEntryIndex))
      for (const child of vertex.children) walk(child, vertex.harEntryIndex);
  };
  walk(root, undefined);
  return out;
}

/**
 * The initiators tree (WAI-ARIA tree view): who loaded what, from the page request down. Arrow
 * keys move and expand or collapse, Home and End jump, Enter or Space selects a request.
 */
export function InitiatorsTree({ root, labelOf, selected, onToggleSelected }: InitiatorsTreeProps) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const [focused, setFocused] = useState(root.harEntryIndex);
  const items = useRef(new Map<number, HTMLLIElement>());
  const visible = useMemo(() => visibleNodes(root, collapsed), [root, collapsed]);
  const current = visible.some((node) => node.vertex.harEntryIndex === focused)
    ? focused
    : root.harEntryIndex;

  const focus = (index: number | undefined) => {
    if (index === undefined) return;
    setFocused(index);
    items.current.get(index)?.focus();
  };
  const setOpen = (index: number, open: boolean) =>
    setCollapsed((previous) => {
      const next = new Set(previous);
      if (open) next.delete(index);
      else next.add(index);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent, node: VisibleNode) => {
    const { vertex } = node;
    const position = visible.findIndex((item) => item.vertex.harEntryIndex === vertex.harEntryIndex);
    const open = vertex.children.length > 0 && !collapsed.has(vertex.harEntryIndex);
    const keys: Record<string, () => void> = {
      ArrowDown: () => focus(visible[position + 1]?.vertex.harEntryIndex),
      ArrowUp: () => focus(visible[position - 1]?.vertex.harEntryIndex),
      Home: () => focus(visible[0]?.vertex.harEntryIndex),
      End: () => focus(visible.at(-1)?.vertex.harEntryIndex),
      ArrowRight: () => {
        if (vertex.children.length === 0) return;
        if (open) focus(vertex.children[0]!.harEntryIndex);
        else setOpen(vertex.harEntryIndex, true);
      },
      ArrowLeft: () => (open ? setOpen(vertex.harEntryIndex, false) : focus(node.parent)),
      Enter: () => onToggleSelected(vertex.harEntryIndex),
      ' ': () => onToggleSelected(vertex.harEntryIndex),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    action();
  };

  const renderNode = (vertex: InitiatorsVertex, parent: number | undefined, level: number) => {
    const index = vertex.harEntryIndex;
    const label = labelOf(index);
    const hasChildren = vertex.children.length > 0;
    const open = hasChildren && !collapsed.has(index);
    const onClick = (event: MouseEvent) => {
      event.stopPropagation();
      setFocused(index);
      if ((event.target as Element).closest('[data-toggle]')) setOpen(index, !open);
      else onToggleSelected(index);
    };
    return (
      <li
        key={index}
        role="treeitem"
        aria-level={level}
        aria-expanded={hasChildren ? open : undefined}
        aria-selected={selected.has(index)}
        tabIndex={index === current ? 0 : -1}
        ref={(element) => {
          if (element) items.current.set(index, element);
          else items.current.delete(index);
        }}
        onKeyDown={(event) => onKeyDown(event, { vertex, parent })}
        onClick={onClick}
        style={{ listStyle: 'none', cursor: 'pointer', outlineOffset: 2 }}
      >
        <Group
          gap={6}
          wrap="nowrap"
          py={2}
          px={4}
          style={{
            borderRadius: 4,
            background: selected.has(index) ? 'var(--mantine-primary-color-light)' : undefined,
            opacity: vertex.matchesFilter ? 1 : 0.6,
          }}
        >
          <span data-toggle aria-hidden style={{ width: 16, display: 'inline-flex' }}>
            {hasChildren && (open ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />)}
          </span>
          <Text size="xs" ff="monospace" c="dimmed">
            #{index}
          </Text>
          {label && (
            <span style={{ flexShrink: 0 }}>
              <HttpStatusBadge code={label.statusCode} />
            </span>
          )}
          {label?.tagName && (
            <Badge size="sm" variant="outline" color="indigo" radius="sm" tt="none" style={{ flexShrink: 0 }}>
              {label.tagName}
            </Badge>
          )}
          <Text size="xs" ff="monospace" truncate title={label?.url}>
            {label ? shortUrl(label.url) : ''}
          </Text>
          {!vertex.matchesFilter && (
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              (leads to a match)
            </Text>
          )}
          {hasChildren && (
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatCount(vertex.filteredSubtreeSize)} of {formatCount(vertex.originalSubtreeSize)} below
            </Text>
          )}
        </Group>
        {open && (
          <ul role="group" style={{ paddingLeft: 18, margin: 0 }}>
            {vertex.children.map((child) => renderNode(child, index, level + 1))}
          </ul>
        )}
      </li>
    );
  };

  return (
    <ul
      role="tree"
      aria-label="Initiators tree"
      aria-multiselectable="true"
      style={{ padding: 0, margin: 0 }}
    >
      {renderNode(root, undefined, 1)}
    </ul>
  );
}
