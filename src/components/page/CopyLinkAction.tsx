import { useLocation } from 'react-router';
import { activationHandlers, deferred } from '@/components/progressive/deferred';
import { latestRunPathOf } from '@/lib/run-address';
import { CopyLinkButton } from './CopyLinkButton';

/** "Copy link" of a page header; its menu and copy-by-hand popover load after the page's data. */
export const CopyLinkAction = deferred<object>(
  () => import('./CopyLinkControl').then((module) => module.CopyLinkControl),
  function CopyLinkStandIn({ activate }) {
    const { pathname } = useLocation();
    return (
      <CopyLinkButton withMenu={latestRunPathOf(pathname) !== undefined} {...activationHandlers(activate)} />
    );
  },
  { part: 'copy link menu' },
);
