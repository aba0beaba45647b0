import { Menu, Popover, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useHref, useLocation } from 'react-router';
import { notify } from '@/components/feedback/notify';
import type { DeferredProps } from '@/components/progressive/deferred';
import { latestRunPathOf } from '@/lib/run-address';
import { CopyLinkButton } from './CopyLinkButton';
import { copyText } from './copy-text';

/** The absolute URL of an in-app address (the router's basename included). */
function useAbsoluteUrl(to: string): string {
  const href = useHref(to);
  return new URL(href, window.location.origin).href;
}

/**
 * "Copy link" of a page header: copies the address of the view (filters, sort, paging and tabs live
 * in it). On a run's screens it offers the link to this run or to the audit's latest run. Where the
 * clipboard is not available, the link is shown in a popover to copy by hand.
 */
export function CopyLinkControl({ requested }: DeferredProps) {
  const location = useLocation();
  const rest = `${location.search}${location.hash}`;
  const latestPath = latestRunPathOf(location.pathname);
  const here = useAbsoluteUrl(`${location.pathname}${rest}`);
  const latest = useAbsoluteUrl(`${latestPath ?? location.pathname}${rest}`);
  // The link to copy by hand, for the view it was asked on (it closes when the view changes).
  const [fallback, setFallback] = useState<{ url: string; at: string } | null>(null);
  const manual = fallback?.at === location.key ? fallback.url : null;

  const copy = async (url: string) => {
    if (await copyText(url)) {
      setFallback(null);
      notify({ message: 'Link copied', color: 'teal', autoClose: 2500 });
    } else setFallback({ url, at: location.key });
  };

  const copyAtOnce = useRef(requested && !latestPath);
  useEffect(() => {
    if (!copyAtOnce.current) return;
    copyAtOnce.current = false;
    void copy(here);
  });

  const trigger = latestPath ? (
    <Menu position="bottom-end" defaultOpened={requested}>
      <Menu.Target>
        <CopyLinkButton withMenu />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void copy(here)}>Link to this run</Menu.Item>
        <Menu.Item onClick={() => void copy(latest)}>Link to the latest run</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  ) : (
    <CopyLinkButton withMenu={false} onClick={() => void copy(here)} />
  );

  return (
    <Popover
      opened={manual !== null}
      // The wrapper only anchors the fallback; the button itself says what it does.
      withRoles={false}
      onDismiss={() => setFallback(null)}
      position="bottom-end"
      withArrow
      trapFocus
      returnFocus
      width={360}
    >
      <Popover.Target>
        <div>{trigger}</div>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text size="sm">This browser did not let the page copy. Select the link and copy it yourself:</Text>
          <TextInput
            label="Link"
            value={manual ?? ''}
            readOnly
            data-autofocus
            onFocus={(event) => event.currentTarget.select()}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
