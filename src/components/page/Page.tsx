import { Anchor, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router';
import untrusted from '@/components/text/untrusted-text.module.css';
import { isolateText } from '@/components/text/isolate';
import { takesTyping } from '@/lib/typing-target';
import { LazyPrintHeader, PrintAction } from '@/components/print/PrintAction';
import type { PrintFacts } from '@/components/print/print-facts';
import { CopyLinkAction } from './CopyLinkAction';

export interface Crumb {
  label: string;
  to?: string;
}

interface PageProps {
  title: string;
  description?: ReactNode;
  breadcrumbs?: Crumb[];
  actions?: ReactNode;
  /** Offer "Print / Save as PDF"; what the print header says of the audit and run. */
  print?: PrintFacts;
  children: ReactNode;
}

/** How wide one breadcrumb may grow: a longer one (a name from the data) is ellipsised, its full text in its title. */
const CRUMB_MAX_WIDTH = 'min(100%, 24rem)';
/** Lines of the h1 and the description before they are ellipsised (the full text in `title`). */
const TITLE_MAX_LINES = 3;

/**
 * Whether the heading may take the focus now, `before` being the focused element when the page
 * mounted: not while a dialog is open (the palette opened at once), not from a field being typed
 * into, and not once the user has moved the focus elsewhere; a focus dropped to the body (the link
 * that navigated is gone) is taken.
 */
function mayTakeFocus(before: Element | null): boolean {
  const now = document.activeElement;
  if (document.querySelector('[aria-modal="true"]')) return false;
  if (takesTyping(now)) return false;
  return now === before || now === null || now === document.body;
}

/**
 * Move the focus to the heading once the page has painted: focusing during the commit forces a
 * layout of a screen that its next renders (measured tables and charts) change again, up to 140 ms
 * of a first visit at Lighthouse's 4× CPU slowdown. What the user did meanwhile keeps the focus.
 */
function focusAfterPaint(heading: RefObject<HTMLHeadingElement | null>): () => void {
  const before = document.activeElement;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(() => {
      if (mayTakeFocus(before)) heading.current?.focus({ preventScroll: true });
    });
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * A page: breadcrumbs, one h1 that takes focus on navigation, actions (with "Copy link" on every
 * page, "Print / Save as PDF" where asked), the document title, and the header a print carries.
 * Names from the data may be hostile: crumbs and the h1 are truncated with the full text in `title`.
 */
export function Page({ title, description, breadcrumbs, actions, print, children }: PageProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${isolateText(title)} · Site Audit Dashboard`;
  }, [title]);
  useEffect(() => focusAfterPaint(heading), []);
  return (
    <Stack gap="md">
      <LazyPrintHeader title={title} facts={print} />
      {breadcrumbs && breadcrumbs.length > 0 && (
        <nav aria-label="Breadcrumb">
          <Breadcrumbs separator="/">
            {breadcrumbs.map((crumb) =>
              crumb.to ? (
                <Anchor
                  key={crumb.label}
                  component={Link}
                  to={crumb.to}
                  size="sm"
                  truncate="end"
                  maw={CRUMB_MAX_WIDTH}
                  title={crumb.label}
                >
                  {crumb.label}
                </Anchor>
              ) : (
                <Text
                  key={crumb.label}
                  size="sm"
                  c="dimmed"
                  truncate="end"
                  maw={CRUMB_MAX_WIDTH}
                  title={crumb.label}
                  className={untrusted.isolated}
                >
                  {crumb.label}
                </Text>
              ),
            )}
          </Breadcrumbs>
        </nav>
      )}
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4} miw={0}>
          <Title
            order={1}
            size="h2"
            ref={heading}
            tabIndex={-1}
            style={{ outline: 'none' }}
            lineClamp={TITLE_MAX_LINES}
            title={title}
          >
            {title}
          </Title>
          {description && (
            <Text
              c="dimmed"
              size="sm"
              className={untrusted.wrapping}
              lineClamp={TITLE_MAX_LINES}
              title={typeof description === 'string' ? description : undefined}
            >
              {description}
            </Text>
          )}
        </Stack>
        <Group gap="xs">
          {actions}
          {print && <PrintAction />}
          <CopyLinkAction />
        </Group>
      </Group>
      {children}
    </Stack>
  );
}
