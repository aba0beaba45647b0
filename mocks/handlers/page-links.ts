import { HttpResponse } from 'msw';
import { z } from '@/lib/zod';
import {
  linkDirectionSchema,
  linkOptionSchema,
  thisUrlTypeSchema,
  type LinkOption,
} from '@/api/pages/schemas';
import { toCsv } from '@/lib/csv';
import { linksFrom, linksTo, type PageLink } from '../db/run-data/links';
import { badRequest } from '../lib/errors';
import { readQuery } from '../lib/query';
import { validationReport, type MockContext } from '../lib/route';
import { enumParam, type PageContext } from './page-context';
import { linkColumns, linkItem } from './page-views';

/** Most links GET PG/links/{linkDirection} returns; the download has them all. */
export const MAX_LINKS = 1000;

const kindsOf: Record<LinkOption, ReadonlyArray<PageLink['kind']>> = {
  to_internal_pages: ['internal'],
  to_external_pages: ['external'],
  to_urls_not_audited: ['unscanned_internal', 'unscanned_external'],
};

/** `options` as repeated parameters or a comma-separated list: 1 to 3 link kinds. */
function readOptions(query: URLSearchParams): LinkOption[] | undefined {
  const raw = query
    .getAll('options')
    .flatMap((value) => value.split(','))
    .filter(Boolean);
  if (raw.length === 0) return undefined;
  const parsed = z.array(linkOptionSchema).check(z.minLength(1)).check(z.maxLength(3)).safeParse(raw);
  if (!parsed.success) badRequest('The options parameter is not valid', validationReport(parsed.error));
  return parsed.data;
}

/** The links of the page in the path's direction, narrowed by `options` (from) or `thisUrlType` (to). */
function selectLinks(ctx: MockContext, context: PageContext) {
  const direction = enumParam(ctx, 'linkDirection', linkDirectionSchema);
  const options = readOptions(ctx.query);
  const { thisUrlType } = readQuery(z.object({ thisUrlType: z.optional(thisUrlTypeSchema) }), ctx.query);
  if (direction === 'from_this_page') {
    const kinds = options ? new Set(options.flatMap((option) => kindsOf[option])) : undefined;
    const links = linksFrom(context.site, context.pages, context.page);
    return { direction, links: links.filter((link) => !kinds || kinds.has(link.kind)) };
  }
  const target = thisUrlType === 'initial' ? context.page.initialUrl : context.page.finalUrl;
  const links = linksTo(context.pages, context.page);
  return { direction, links: links.filter((link) => !thisUrlType || link.linkedUrl === target) };
}

/** GET PG/links/{linkDirection}: the first 1000 links. */
export function linksList(ctx: MockContext, context: PageContext) {
  return { links: selectLinks(ctx, context).links.slice(0, MAX_LINKS).map(linkItem) };
}

const stamp = (iso: string) => iso.slice(0, 19).replace('T', '_').replace(/:/g, '-');

/** GET PG/links/{linkDirection}/download: every link as CSV, named in Content-Disposition. */
export function linksDownload(ctx: MockContext, context: PageContext) {
  const { direction, links } = selectLinks(ctx, context);
  const rows = links.map(linkItem).map((item) => linkColumns.map((column) => item[column]));
  const auditName = context.audit.name.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '');
  const when = stamp(context.run.completed ?? context.run.started);
  const fileName = `page-summary-links-${direction.replace(/_/g, '-')}-${auditName}-${when}.csv`;
  return new HttpResponse(toCsv(linkColumns, rows), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
    },
  });
}
