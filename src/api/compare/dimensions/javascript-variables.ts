import { request } from '@/api/client';
import { jsVariablesPageSchema, JS_VARIABLES_SIZE } from '@/api/runs/schemas';
import { defineDimension } from '../dimension';
import { readRunRows } from '../read-rows';
import { paths } from '@/lib/routes';

/** One variable read on one page. */
interface VariableRow {
  pageId: string;
  pageUrl: string;
  name: string;
  value: string;
}

/** A variable's value as compared: its JSON text ('undefined' when the page had none). */
const valueText = (value: unknown) => (value === undefined ? 'undefined' : JSON.stringify(value));

/** JavaScript variables: each variable of each page (by page URL and name), compared on its value. */
export const javascriptVariablesDimension = defineDimension<VariableRow>({
  label: 'JavaScript variables',
  noun: ['variable', 'variables'],
  description: 'Variables read on each page, by page URL and variable name, compared on their value.',
  readRows: (run) =>
    readRunRows(
      run,
      async ({ after, signal }) => {
        const answer = await request(`/v3/web-audits/${run.auditId}/runs/${run.runId}/javascript-variables`, {
          query: { size: JS_VARIABLES_SIZE.max, startAfterPageId: after },
          schema: jsVariablesPageSchema,
          signal,
        });
        const next = answer.metadata.pagination.lastPageId ?? undefined;
        return {
          items: answer.pages.flatMap((page) =>
            page.variables.map((variable) => ({
              pageId: page.pageId,
              pageUrl: page.pageUrl,
              name: variable.name,
              value: valueText(variable.value),
            })),
          ),
          // The cursor moves on while pages come (a server repeating it would loop).
          more: next !== undefined && next !== after && answer.pages.length > 0,
          after: next,
          // Progress counts the run's pages, whose number the audit's history gives.
          units: answer.pages.length,
        };
      },
      run.pageCount,
    ),
  key: (row) => `${row.pageUrl}\u0000${row.name}`,
  columns: [
    { header: 'Page URL', text: (row) => row.pageUrl, mono: true, width: 340 },
    { header: 'Variable', text: (row) => row.name, mono: true, width: 200 },
  ],
  attributes: [{ id: 'value', label: 'Value', text: (row) => row.value, mono: true }],
  drill: (row, { auditId, runId }) => paths.page({ auditId, runId, pageId: row.pageId }),
  drillTarget: 'page',
  progressNoun: 'pages',
});
