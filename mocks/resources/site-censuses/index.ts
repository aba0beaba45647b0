import type { UrlPatternInput } from '@/api/site-censuses/schemas';
import type { MockContext } from '../../lib/route';
import { defineMockResource } from '../define';
import {
  censusFromBody,
  censusList,
  censusOf,
  censusStore,
  censusView,
  findCensuses,
  refuseArchived,
  startCensus,
  stateOf,
  stopCensus,
  type CensusRow,
} from './censuses';
import { folderSummary, folderUrls, urlFolders } from './folders';
import { currentResults, patternPreview } from './patterns';

/** The state of the census a path names, now. */
const stateAt = (ctx: MockContext) => stateOf(censusOf(ctx));

/**
 * Site censuses: configurations with scan sessions whose progress follows from the clock
 * (`lifecycle.ts`), results computed from a deterministic crawl of the starting URLs' sites.
 */
export const siteCensusesMock = defineMockResource<'site-censuses', CensusRow>('site-censuses', {
  noun: 'Site census',
  store: censusStore,
  serve: (row) => censusView(row),
  list: (ctx) => censusList(ctx.db, ctx.query),
  check: (_body, _ctx, existing) => {
    if (existing) refuseArchived(existing, 'edited');
  },
  fromBody: (body, ctx, existing) => censusFromBody(body, ctx.user.id, ctx.db.account.id, existing),
  ops: {
    finder: findCensuses,
    start: (ctx) => startCensus(ctx.db, censusOf(ctx)),
    stop: (ctx) => stopCensus(ctx.db, censusOf(ctx)),
    currentResults: (ctx) => currentResults(stateAt(ctx), ctx.query),
    urlPreview: (ctx) => patternPreview(stateAt(ctx), ctx.body as UrlPatternInput),
    urlFolders: (ctx) => urlFolders(stateAt(ctx), ctx.query),
    folderSummary: (ctx) => folderSummary(stateAt(ctx), ctx.query),
    folderUrls: (ctx) => folderUrls(stateAt(ctx), ctx.query),
  },
});
